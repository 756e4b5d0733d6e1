# One Grundy table of a single pile up to 1000 under the moves 1, 2, 3, 5, ..., 987; each case
# is won for the first player exactly when the XOR of its three piles' values is non-zero.
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
    if m == 0 and n == 0 and p == 0:
        break
    out.append("Fibo" if grundy[m] ^ grundy[n] ^ grundy[p] else "Nacci")
sys.stdout.write("\n".join(out) + "\n")
