# Right game, wrong words: the answer is `Yes`/`No`, not `YES`/`NO` (README, Pitfalls).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
x = 0
for p in data[1 : n + 1]:
    x ^= int(p)
print("YES" if x else "NO")
