# The nim-sum of the piles, in Python: fast enough for 10^5 piles when read in one go.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
x = 0
for p in data[1 : n + 1]:
    x ^= int(p)
sys.stdout.write("Yes\n" if x else "No\n")
