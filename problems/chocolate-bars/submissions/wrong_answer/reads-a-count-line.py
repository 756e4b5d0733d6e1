# Reads a count of tests first, as most multi-test inputs have: here there is none, and the
# first N is taken for the count, which misreads every test after it (README, Pitfalls).
import sys

data = sys.stdin.buffer.read().split()
t = int(data[0])
at = 1
out = []
for _ in range(t):
    if at >= len(data):
        break
    n = int(data[at])
    lengths = [int(x) for x in data[at + 1 : at + 1 + n]]
    at += 1 + n
    basis = [0] * 64
    dependent = False
    for x in lengths:
        for bit in range(63, -1, -1):
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
