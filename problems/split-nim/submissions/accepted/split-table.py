# The split table g(x) = mex{g(i) ^ g(j) : j <= i < x} up to the largest pile, then the XOR of
# the piles' values, in Python.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
piles = [int(x) for x in data[1 : n + 1]]
g = []
for x in range(max(piles) + 1):
    seen = {g[i] ^ g[j] for i in range(x) for j in range(i + 1)}
    v = 0
    while v in seen:
        v += 1
    g.append(v)
total = 0
for a in piles:
    total ^= g[a]
sys.stdout.write("Yes\n" if total else "No\n")
