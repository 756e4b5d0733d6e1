# Answers every number, the final 0 too (as if 0 stones were a test): one line too many.
import sys

fib = {1, 2}
a, b = 1, 2
while b < 2**31:
    a, b = b, a + b
    fib.add(b)
out = []
for token in sys.stdin.read().split():
    n = int(token)
    out.append("Second win" if n in fib or n == 0 else "First win")
print("\n".join(out))
