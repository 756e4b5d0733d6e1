# Treats the row as a sum of independent piles and answers by their nim-sum. Wrong: only the
# two end piles can be touched, and emptying one exposes the next, so the piles interact. The
# official sample 3 1 9 4 has nim-sum 15, yet it is lost for the first player.
import sys

data = sys.stdin.buffer.read().split()
t = int(data[0])
at = 1
out = []
for _ in range(t):
    n = int(data[at])
    x = 0
    for a in data[at + 1 : at + 1 + n]:
        x ^= int(a)
    at += 1 + n
    out.append("1" if x else "0")
print("\n".join(out))
