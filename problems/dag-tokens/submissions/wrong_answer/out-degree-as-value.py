# Takes a vertex's Grundy value to be its out-degree (the bound "a value is at most the
# out-degree" read as an equality). Wrong whenever two successors share a value: in the
# sample vertex 1 has three successors but value 2, and vertex 2 has two but value 0.
import sys

data = sys.stdin.buffer.read().split()
n, m, k = int(data[0]), int(data[1]), int(data[2])
out = [0] * (n + 1)
for e in range(m):
    out[int(data[3 + 2 * e])] += 1
x = 0
for t in data[3 + 2 * m : 3 + 2 * m + k]:
    x ^= out[int(t)]
print("win" if x else "lose")
