# Right rule, answer turned the usual way: `YES` when the first player wins. The problem asks
# the other way round, `NO` when the first player wins (README, Pitfalls).
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
    out.append("YES" if dependent else "NO")
sys.stdout.write("\n".join(out) + "\n")
