# The first player wins exactly when some non-empty set of the lengths has XOR 0: insert the
# lengths into a binary basis, and a length that reduces to 0 shows the dependency.
import sys

data = sys.stdin.buffer.read().split()
at = 0
out = []
while at < len(data):
    n = int(data[at])
    lengths = [int(x) for x in data[at + 1 : at + 1 + n]]
    at += 1 + n
    basis = [0] * 30
    dependent = False
    for x in lengths:
        for bit in range(29, -1, -1):
            if not x >> bit & 1:
                continue
            if basis[bit]:
                x ^= basis[bit]
            else:
                basis[bit] = x
                break
        if x == 0:
            dependent = True
    out.append("NO" if dependent else "YES")
sys.stdout.write("\n".join(out) + "\n")
