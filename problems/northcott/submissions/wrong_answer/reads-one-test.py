# Right formula (the XOR of the gaps |a - b| - 1), but reads one test only, as if the input
# held exactly one. Tests continue until the end of the input with no count (README,
# Pitfalls): the sample has two, and this answers the first only.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
x = 0
for i in range(n):
    a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    x ^= abs(a - b) - 1
print("I WIN!" if x else "BAD LUCK!")
