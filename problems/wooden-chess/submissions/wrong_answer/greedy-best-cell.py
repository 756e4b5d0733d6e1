# Each player greedily takes the addable cell worth most to them right now (Feifei the largest A,
# Niuniu the largest B), with no look-ahead. Wrong: a cell also opens cells for the opponent.
# On the official sample greedy play ends 14 − 11 = 3, where the optimal play gives 2.
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
n, m = data[0], data[1]
a = [data[2 + i * m : 2 + (i + 1) * m] for i in range(n)]
b = [data[2 + n * m + i * m : 2 + n * m + (i + 1) * m] for i in range(n)]
length = [0] * n
total = 0
for turn in range(n * m):
    best = None
    for i in range(n):
        j = length[i]
        if j == m or (i > 0 and length[i - 1] <= j):
            continue
        worth = a[i][j] if turn % 2 == 0 else b[i][j]
        if best is None or worth > best[0]:
            best = (worth, i, j)
    worth, i, j = best
    length[i] += 1
    total += a[i][j] if turn % 2 == 0 else -b[i][j]
print(total)
