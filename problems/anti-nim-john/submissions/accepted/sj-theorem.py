# The SJ theorem for misère Nim, in Python: with a pile of two or more stones the nim-sum
# decides as in Nim; with only single stones (empty piles ignored) an even count wins.
import sys

data = sys.stdin.buffer.read().split()
t = int(data[0])
at = 1
out = []
for _ in range(t):
    n = int(data[at])
    piles = [int(p) for p in data[at + 1 : at + 1 + n]]
    at += 1 + n
    x = 0
    for p in piles:
        x ^= p
    if max(piles) > 1:
        john = x != 0
    else:
        john = x == 0
    out.append("John" if john else "Brother")
sys.stdout.write("\n".join(out) + "\n")
