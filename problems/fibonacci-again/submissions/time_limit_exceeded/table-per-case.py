# Right rule, but rebuilds the single-pile Grundy table for every case, up to that case's
# largest pile: about 15 000 steps per case, far too slow for 2·10^4 cases in Python.
import sys

moves = [1, 2]
while moves[-1] + moves[-2] <= 1000:
    moves.append(moves[-1] + moves[-2])

data = sys.stdin.buffer.read().split()
out = []
for i in range(0, len(data) - 2, 3):
    m, n, p = int(data[i]), int(data[i + 1]), int(data[i + 2])
    if m == 0 and n == 0 and p == 0:
        break
    top = max(m, n, p)
    grundy = [0] * (top + 1)
    for x in range(1, top + 1):
        seen = set()
        for f in moves:
            if f > x:
                break
            seen.add(grundy[x - f])
        g = 0
        while g in seen:
            g += 1
        grundy[x] = g
    out.append("Fibo" if grundy[m] ^ grundy[n] ^ grundy[p] else "Nacci")
sys.stdout.write("\n".join(out) + "\n")
