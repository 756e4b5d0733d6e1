# Values each drawing right (fusion, then the Colon principle on the tree of bridges), but adds
# the drawings' values instead of taking their XOR: two equal drawings make a non-zero sum
# although the second player wins by copying.
import sys


def drawing_value(m, edges):
    adj = [[] for _ in range(m + 1)]
    for e, (a, b) in enumerate(edges):
        adj[a].append((b, e))
        adj[b].append((a, e))
    tin = [0] * (m + 1)
    low = [0] * (m + 1)
    bridge = [False] * len(edges)
    timer = 0

    def dfs(v, via):
        nonlocal timer
        timer += 1
        tin[v] = low[v] = timer
        for w, e in adj[v]:
            if e == via:
                continue
            if tin[w]:
                low[v] = min(low[v], tin[w])
            else:
                dfs(w, e)
                low[v] = min(low[v], low[w])
                if low[w] > tin[v]:
                    bridge[e] = True

    dfs(1, -1)
    comp = [0] * (m + 1)
    count = 0
    for s in range(1, m + 1):
        if comp[s] == 0:
            count += 1
            comp[s] = count
            stack = [s]
            while stack:
                v = stack.pop()
                for w, e in adj[v]:
                    if not bridge[e] and comp[w] == 0:
                        comp[w] = count
                        stack.append(w)
    parity = [0] * (count + 1)
    tree = [[] for _ in range(count + 1)]
    for e, (a, b) in enumerate(edges):
        if bridge[e]:
            tree[comp[a]].append(comp[b])
            tree[comp[b]].append(comp[a])
        else:
            parity[comp[a]] ^= 1

    def value(c, parent):
        g = parity[c]
        for d in tree[c]:
            if d != parent:
                g ^= value(d, c) + 1
        return g

    return value(comp[1], 0)


def main():
    data = sys.stdin.read().split()
    pos = 0
    out = []
    while pos < len(data):
        n = int(data[pos]); pos += 1
        total = 0
        for _ in range(n):
            m, k = int(data[pos]), int(data[pos + 1]); pos += 2
            edges = [(int(data[pos + 2 * i]), int(data[pos + 2 * i + 1])) for i in range(k)]
            pos += 2 * k
            total += drawing_value(m, edges)
        out.append("Sally" if total else "Harry")
    print("\n".join(out))


main()
