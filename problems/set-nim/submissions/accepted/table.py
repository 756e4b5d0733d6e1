# One Grundy table up to the largest pile, mex over the playable amounts, then the XOR of the
# piles' values, in Python. The amounts are sorted, so the playable ones are a prefix, and a
# set comprehension over it is the whole inner loop.
import bisect
import sys

data = sys.stdin.buffer.read().split()
k = int(data[0])
moves = sorted(int(x) for x in data[1 : k + 1])
n = int(data[k + 1])
piles = [int(x) for x in data[k + 2 : k + 2 + n]]
largest = max(piles)
g = [0] * (largest + 1)
for x in range(1, largest + 1):
    playable = moves[: bisect.bisect_right(moves, x)]
    seen = {g[x - s] for s in playable}
    v = 0
    while v in seen:
        v += 1
    g[x] = v
total = 0
for h in piles:
    total ^= g[h]
sys.stdout.write("Yes\n" if total else "No\n")
