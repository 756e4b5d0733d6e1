# Drops every loop edge, as if a move that leaves the token where it is were no move. A loop
# is a pass: a vertex with a loop never has a finite value, and a lone token on it is a draw,
# not a loss.
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
        x, y = int(data[3 + 2 * e]), int(data[4 + 2 * e])
        if x != y:
            succ[x].append(y)
    at = 3 + 2 * m
    value = labelling(n, succ)
    out = []
    for _ in range(q):
        k = int(data[at])
        tokens = [int(t) for t in data[at + 1 : at + 1 + k]]
        at += 1 + k
        pass
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
