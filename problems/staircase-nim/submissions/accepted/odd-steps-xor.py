# The nim-sum of the odd steps (the first number is step 1), in Python: read in one go.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
x = 0
for a in data[1 : n + 1 : 2]:
    x ^= int(a)
sys.stdout.write("Yes\n" if x else "No\n")
