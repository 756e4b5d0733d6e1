# Right game and right move, wrong words: writes `Yes`/`No`, as the other Set Nim problem does.
# This one wants upper case, `YES` and `NO` (README, Pitfalls).
import sys

data = sys.stdin.read().split()
n = int(data[0])
piles = [int(x) for x in data[1 : n + 1]]
k = int(data[n + 1])
amounts = sorted(set(int(x) for x in data[n + 2 : n + 2 + k]))
largest = max(piles)
g = [0] * (largest + 1)
for x in range(largest + 1):
    seen = {g[x - s] for s in amounts if s <= x}
    v = 0
    while v in seen:
        v += 1
    g[x] = v
total = 0
for a in piles:
    total ^= g[a]
answer = "No"
if total:
    for i, a in enumerate(piles):
        target = g[a] ^ total
        hit = next((s for s in amounts if s <= a and g[a - s] == target), None)
        if hit is not None:
            answer = "Yes\n%d %d" % (i + 1, hit)
            break
print(answer)
