# The Grundy table up to the largest pile, then every pile in order and its amounts in
# increasing order until a move reaches the value g(a_i) ^ x, in Python.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
piles = [int(x) for x in data[1 : n + 1]]
k = int(data[n + 1])
amounts = sorted(set(int(x) for x in data[n + 2 : n + 2 + k]))
largest = max(piles)
g = [0] * (largest + 1)
for x in range(1, largest + 1):
    seen = {g[x - s] for s in amounts if s <= x}
    v = 0
    while v in seen:
        v += 1
    g[x] = v
total = 0
for a in piles:
    total ^= g[a]
answer = "NO"
if total:
    for i, a in enumerate(piles):
        target = g[a] ^ total
        hit = next((s for s in amounts if s <= a and g[a - s] == target), None)
        if hit is not None:
            answer = "YES\n%d %d" % (i + 1, hit)
            break
sys.stdout.write(answer + "\n")
