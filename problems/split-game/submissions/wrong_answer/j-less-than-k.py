# Tries only moves with j < k, two different bottles. j may equal k, two beans into one bottle
# (README, Pitfalls): from `3 0 0 0` the winning moves are (0, 1, 1), (0, 2, 2) and (0, 3, 3),
# and this finds none.
import sys

g = []
for d in range(21):
    seen = {g[a] ^ g[b] for a in range(d) for b in range(a + 1)}
    v = 0
    while v in seen:
        v += 1
    g.append(v)

data = sys.stdin.read().split()
t = int(data[0])
at = 1
out = []
for _ in range(t):
    n = int(data[at])
    p = [int(x) for x in data[at + 1 : at + 1 + n]]
    at += 1 + n
    value = [g[n - 1 - i] for i in range(n)]
    total = 0
    for i in range(n):
        if p[i] % 2:
            total ^= value[i]
    wins = [
        (i, j, k)
        for i in range(n)
        if p[i] > 0
        for j in range(i + 1, n)
        for k in range(j + 1, n)
        if total ^ value[i] ^ value[j] ^ value[k] == 0
    ]
    first = wins[0] if wins else (-1, -1, -1)
    out.append("%d %d %d\n%d" % (first + (len(wins),)))
print("\n".join(out))
