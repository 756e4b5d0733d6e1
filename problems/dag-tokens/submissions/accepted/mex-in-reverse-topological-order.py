# The XOR of the tokens' Grundy values, each the mex of its successors' values, computed in an
# order found by Kahn's algorithm on the reversed edges (no recursion).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, k = int(data[0]), int(data[1]), int(data[2])
    succ = [[] for _ in range(n + 1)]
    pred = [[] for _ in range(n + 1)]
    pending = [0] * (n + 1)
    for e in range(m):
        x, y = int(data[3 + 2 * e]), int(data[4 + 2 * e])
        succ[x].append(y)
        pred[y].append(x)
        pending[x] += 1
    grundy = [0] * (n + 1)
    ready = [v for v in range(1, n + 1) if pending[v] == 0]
    while ready:
        v = ready.pop()
        seen = {grundy[w] for w in succ[v]}
        g = 0
        while g in seen:
            g += 1
        grundy[v] = g
        for u in pred[v]:
            pending[u] -= 1
            if pending[u] == 0:
                ready.append(u)
    x = 0
    for t in data[3 + 2 * m : 3 + 2 * m + k]:
        x ^= grundy[int(t)]
    print("win" if x else "lose")


main()
