# Gives a bean in bottle i the value g(i), as if distances counted from the first bottle. A
# bean's moves depend on how many bottles lie after it, so its value is g(n - 1 - i) (README,
# Pitfalls): in the sample the beans of bottles 0 and 2 are worth 4 and 1, not 0 and 2.
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
    total = 0
    for i in range(n):
        if p[i] % 2:
            total ^= g[i]
    wins = [
        (i, j, k)
        for i in range(n)
        if p[i] > 0
        for j in range(i + 1, n)
        for k in range(j, n)
        if total ^ g[i] ^ g[j] ^ g[k] == 0
    ]
    first = wins[0] if wins else (-1, -1, -1)
    out.append("%d %d %d\n%d" % (first + (len(wins),)))
print("\n".join(out))
