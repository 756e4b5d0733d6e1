# The Colon principle by a recursive DFS, with Python's default recursion limit (1000): a
# path thousands of vertices deep raises RecursionError.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    t = int(data[pos]); pos += 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        adj = [[] for _ in range(n + 1)]
        for _ in range(n - 1):
            a, b = int(data[pos]), int(data[pos + 1]); pos += 2
            adj[a].append(b)
            adj[b].append(a)

        def grundy(v, parent):
            g = 0
            for w in adj[v]:
                if w != parent:
                    g ^= grundy(w, v) + 1
            return g

        out.append("Alice" if grundy(1, 0) else "Bob")
    print("\n".join(out))


main()
