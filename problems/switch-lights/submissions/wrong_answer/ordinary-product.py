# Takes a light's value to be the ordinary product x * y: "2 2" with "1 3" gives 4 xor 3, a
# win, but the nim product of 2 and 2 is 3 and the position is lost.
import sys

data = sys.stdin.buffer.read().split()
t, at = int(data[0]), 1
out = []
for _ in range(t):
    n = int(data[at])
    at += 1
    value = 0
    for i in range(n):
        value ^= int(data[at + 2 * i]) * int(data[at + 2 * i + 1])
    at += 2 * n
    out.append("Have a try, lxhgww." if value else "Don't waste your time.")
print("\n".join(out))
