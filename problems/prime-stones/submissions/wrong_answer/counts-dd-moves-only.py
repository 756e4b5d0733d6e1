# Right game, but counts DD's moves only: a win in r moves of both players is reported as
# (r + 1) / 2. The count includes both players' moves (README, Pitfalls): 16 stones take 3
# moves (DD 7, MM, DD), not 2.
import sys

data = sys.stdin.read().split()
n = int(data[0])
piles = [int(x) for x in data[1 : n + 1]]
top = max(piles)
sieve = [True] * (top + 1)
primes = []
for i in range(2, top + 1):
    if sieve[i]:
        primes.append(i)
        for j in range(i * i, top + 1, i):
            sieve[j] = False
r = [0] * (top + 1)
won = [False] * (top + 1)
for x in range(top + 1):
    fastest = None
    longest = 0
    for p in primes:
        if p > x:
            break
        y = x - p
        if not won[y]:
            if fastest is None or r[y] + 1 < fastest:
                fastest = r[y] + 1
        elif r[y] + 1 > longest:
            longest = r[y] + 1
    won[x] = fastest is not None
    r[x] = fastest if won[x] else longest
print("\n".join(str((r[m] + 1) // 2) if won[m] else "-1" for m in piles))
