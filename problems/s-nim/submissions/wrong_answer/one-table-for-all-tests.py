# Builds the Grundy table once, from the first test's set S, and reuses it for every later test.
# S changes from test to test (README, Pitfalls): the sample's second test, S = {1, ..., 5},
# gets the answers of S = {2, 5}.
import sys

data = sys.stdin.buffer.read().split()
at = 0
table = None
out = []
while True:
    k = int(data[at])
    at += 1
    if k == 0:
        break
    moves = sorted(set(int(x) for x in data[at : at + k]))
    at += k
    m = int(data[at])
    at += 1
    if table is None:
        table = [0] * 10001
        for x in range(10001):
            seen = {table[x - s] for s in moves if s <= x}
            v = 0
            while v in seen:
                v += 1
            table[x] = v
    line = []
    for _ in range(m):
        l = int(data[at])
        heaps = data[at + 1 : at + 1 + l]
        at += 1 + l
        total = 0
        for h in heaps:
            total ^= table[int(h)]
        line.append("W" if total else "L")
    out.append("".join(line))
sys.stdout.write("\n".join(out) + "\n")
