# Marks the reachable values in a buffer of 2 * max(a) entries, as the values grow about twice
# as fast as the pile. The XOR of two values can exceed that (README, Pitfalls): for a pile of
# 6 the buffer has 12 entries, but g(5) ^ g(4) = 8 ^ 7 = 15 (IndexError, a run-time error).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
piles = [int(x) for x in data[1 : n + 1]]
largest = max(piles)
g = []
for x in range(largest + 1):
    seen = [False] * (2 * largest)
    for i in range(x):
        for j in range(i + 1):
            seen[g[i] ^ g[j]] = True
    v = 0
    while seen[v]:
        v += 1
    g.append(v)
total = 0
for a in piles:
    total ^= g[a]
print("Yes" if total else "No")
