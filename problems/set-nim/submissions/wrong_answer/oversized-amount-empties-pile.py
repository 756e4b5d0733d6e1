# Reads an amount larger than the pile as "take what is left": a move from x to max(x - s, 0).
# An amount larger than the pile is simply not playable (README, Pitfalls): with S = {3} a pile
# of 2 has no move and the first player loses, but this takes both stones and wins.
import sys

data = sys.stdin.buffer.read().split()
k = int(data[0])
moves = [int(x) for x in data[1 : k + 1]]
n = int(data[k + 1])
piles = [int(x) for x in data[k + 2 : k + 2 + n]]
largest = max(piles)
g = [0] * (largest + 1)
for x in range(1, largest + 1):
    seen = {g[max(x - s, 0)] for s in moves}
    v = 0
    while v in seen:
        v += 1
    g[x] = v
total = 0
for h in piles:
    total ^= g[h]
print("Yes" if total else "No")
