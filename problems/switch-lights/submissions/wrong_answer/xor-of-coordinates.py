# Takes a light's value to be x xor y: a lone light at (1, 1) is then worth 0, a loss, though
# the first player simply switches it off.
import sys

data = sys.stdin.buffer.read().split()
t, at = int(data[0]), 1
out = []
for _ in range(t):
    n = int(data[at])
    at += 1
    value = 0
    for i in range(n):
        value ^= int(data[at + 2 * i]) ^ int(data[at + 2 * i + 1])
    at += 2 * n
    out.append("Have a try, lxhgww." if value else "Don't waste your time.")
print("\n".join(out))
