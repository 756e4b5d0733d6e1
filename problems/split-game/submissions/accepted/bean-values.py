# The split table g(d), one bean's value at distance d from the last bottle; the total over the
# odd bottles; every move (i, j, k) from a non-empty bottle tried in order, in Python.
import sys

g = []
for d in range(21):
    seen = {g[a] ^ g[b] for a in range(d) for b in range(a + 1)}
    v = 0
    while v in seen:
        v += 1
    g.append(v)

data = sys.stdin.buffer.read().split()
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
        for k in range(j, n)
        if total ^ value[i] ^ value[j] ^ value[k] == 0
    ]
    first = wins[0] if wins else (-1, -1, -1)
    out.append("%d %d %d\n%d" % (first + (len(wins),)))
sys.stdout.write("\n".join(out) + "\n")
