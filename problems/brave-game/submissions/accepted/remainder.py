# Bash's game in Python: the first player wins exactly when m + 1 does not divide n.
import sys

data = sys.stdin.buffer.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("first" if n % (m + 1) else "second")
sys.stdout.write("\n".join(out) + "\n")
