# Spreads the free cells only over the k/2 - 1 spaces between the pairs, forgetting the space
# before the first pair and the one after the last: they do not change the game but do
# multiply the count, over k/2 + 1 spaces in all (README, Pitfalls).
import sys

P = 10**9 + 7
n, k, d = map(int, sys.stdin.read().split())
pairs, spare = k // 2, n - k
fact = [1] * (n + 1)
for i in range(1, n + 1):
    fact[i] = fact[i - 1] * i % P
inv = [1] * (n + 1)
inv[n] = pow(fact[n], P - 2, P)
for i in range(n, 0, -1):
    inv[i - 1] = inv[i] * i % P


def choose(a, b):
    if b < 0 or a < 0 or b > a:
        return 0
    return fact[a] * inv[b] % P * inv[a - b] % P


ways = [0] * (spare + 1)
ways[0] = 1
bit = 0
while (1 << bit) <= spare:
    nxt = [0] * (spare + 1)
    for s in range(spare + 1):
        if ways[s]:
            for c in range(0, pairs + 1, d + 1):
                t = s + c * (1 << bit)
                if t > spare:
                    break
                nxt[t] = (nxt[t] + ways[s] * choose(pairs, c)) % P
    ways = nxt
    bit += 1


def spread(free):
    # free cells over pairs - 1 spaces
    spaces = pairs - 1
    if spaces == 0:
        return 1 if free == 0 else 0
    return choose(free + spaces - 1, spaces - 1)


lost = sum(ways[s] * spread(spare - s) for s in range(spare + 1)) % P
print((choose(n, k) - lost) % P)
