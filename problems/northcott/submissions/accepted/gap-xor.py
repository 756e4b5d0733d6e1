# Each row is a Nim heap of the empty cells between its pieces, |a - b| - 1; black wins iff
# their XOR is non-zero. Tests until the end of the input.
import sys

data = sys.stdin.buffer.read().split()
at = 0
out = []
while at < len(data):
    n = int(data[at])
    x = 0
    for i in range(n):
        a, b = int(data[at + 2 + 2 * i]), int(data[at + 3 + 2 * i])
        x ^= abs(a - b) - 1
    out.append("I WIN!" if x else "BAD LUCK!")
    at += 2 + 2 * n
sys.stdout.write("\n".join(out) + "\n")
