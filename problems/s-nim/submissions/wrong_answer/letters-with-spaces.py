# Right game, wrong layout: writes the m letters of a test separated by spaces. The line must
# hold exactly m characters with no separators (README, Pitfalls), so `L W W` is not `LWW`.
import sys

data = sys.stdin.buffer.read().split()
at = 0
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
    positions = []
    for _ in range(m):
        l = int(data[at])
        positions.append([int(h) for h in data[at + 1 : at + 1 + l]])
        at += 1 + l
    largest = max(max(p) for p in positions)
    table = [0] * (largest + 1)
    for x in range(largest + 1):
        seen = {table[x - s] for s in moves if s <= x}
        v = 0
        while v in seen:
            v += 1
        table[x] = v
    letters = []
    for p in positions:
        total = 0
        for h in p:
            total ^= table[h]
        letters.append("W" if total else "L")
    out.append(" ".join(letters))
sys.stdout.write("\n".join(out) + "\n")
