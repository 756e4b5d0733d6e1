# Builds the Grundy table only up to the largest amount of S, then looks the piles up in it.
# The table must reach the largest pile (README, Pitfalls): in the sample, S = {2, 5} and the
# pile of 7 falls off the end of the table (IndexError, a run-time error).
import sys

data = sys.stdin.buffer.read().split()
k = int(data[0])
moves = [int(x) for x in data[1 : k + 1]]
n = int(data[k + 1])
piles = [int(x) for x in data[k + 2 : k + 2 + n]]
size = max(moves) + 1
g = [0] * size
for x in range(1, size):
    seen = {g[x - s] for s in moves if s <= x}
    v = 0
    while v in seen:
        v += 1
    g[x] = v
total = 0
for h in piles:
    total ^= g[h]
print("Yes" if total else "No")
