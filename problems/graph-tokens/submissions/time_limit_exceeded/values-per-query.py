# Right rule, but recomputes every vertex's generalized Grundy value for each query, by
# Fraenkel and Yesha's labelling with plain repeated scans: at least N + M steps per query,
# about 10^8 Python steps for 10^4 queries on the largest graphs.
import sys

INF = -1


def labelling(n, succ):
    value = [None] * (n + 1)
    i = 0
    while any(value[u] is None for u in range(1, n + 1)):
        changed = True
        while changed:
            changed = False
            for u in range(1, n + 1):
                if value[u] is not None:
                    continue
                if any(value[w] == i for w in succ[u]):
                    continue
                if all(any(value[x] == i for x in succ[w]) for w in succ[u] if value[w] is None or value[w] == INF):
                    value[u] = i
                    changed = True
        for u in range(1, n + 1):
            if value[u] is None and not any(value[w] == i for w in succ[u]):
                value[u] = INF
        i += 1
    return value


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    succ = [[] for _ in range(n + 1)]
    for e in range(m):
        succ[int(data[3 + 2 * e])].append(int(data[4 + 2 * e]))
    at = 3 + 2 * m
    out = []
    for _ in range(q):
        k = int(data[at])
        tokens = [int(t) for t in data[at + 1 : at + 1 + k]]
        at += 1 + k
        value = labelling(n, succ)
        xor = 0
        infinite = []
        for t in tokens:
            if value[t] == INF:
                infinite.append(t)
            else:
                xor ^= value[t]
        if not infinite:
            out.append("First" if xor else "Second")
        elif len(infinite) == 1:
            finite_options = {value[w] for w in succ[infinite[0]] if value[w] != INF}
            out.append("First" if xor in finite_options else "Draw")
        else:
            out.append("Draw")
    sys.stdout.write("\n".join(out) + "\n")


main()
