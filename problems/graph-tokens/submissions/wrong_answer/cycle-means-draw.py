# Treats every vertex that lies on a cycle or can reach one as a draw, and gives the others
# their plain Grundy values, settled from the sinks up. A vertex on a cycle with an exit to a
# lost vertex is a win, and its value can combine with other tokens: in the sample, tokens on
# 2 and 3 are a first-player win (move the token on 2 to 3), not a draw.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    succ = [[] for _ in range(n + 1)]
    pred = [[] for _ in range(n + 1)]
    pending = [0] * (n + 1)
    for e in range(m):
        x, y = int(data[3 + 2 * e]), int(data[4 + 2 * e])
        succ[x].append(y)
        pred[y].append(x)
        pending[x] += 1
    value = [None] * (n + 1)
    ready = [v for v in range(1, n + 1) if pending[v] == 0]
    while ready:
        v = ready.pop()
        seen = {value[w] for w in succ[v]}
        g = 0
        while g in seen:
            g += 1
        value[v] = g
        for u in pred[v]:
            pending[u] -= 1
            if pending[u] == 0:
                ready.append(u)
    at = 3 + 2 * m
    out = []
    for _ in range(q):
        k = int(data[at])
        tokens = [int(t) for t in data[at + 1 : at + 1 + k]]
        at += 1 + k
        if any(value[t] is None for t in tokens):
            out.append("Draw")
            continue
        xor = 0
        for t in tokens:
            xor ^= value[t]
        out.append("First" if xor else "Second")
    sys.stdout.write("\n".join(out) + "\n")


main()
