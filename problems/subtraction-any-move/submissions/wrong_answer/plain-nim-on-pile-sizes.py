# Plays plain Nim: XOR of the pile sizes, and a move that brings one pile to size h XOR x. A
# pile's value is its size only when every amount is allowed; here a move takes an amount of
# S: with S = {1000} and piles 999, 1000 and 10 000 it takes 9985 stones, which S does not
# allow (and with S = {5}, piles 0 and 7, it takes 7).
import sys

data = sys.stdin.buffer.read().split()
at = 0
t = int(data[at])
at += 1
out = []
for _ in range(t):
    k = int(data[at])
    at += 1 + k
    n = int(data[at])
    piles = [int(x) for x in data[at + 1 : at + 1 + n]]
    at += 1 + n
    x = 0
    for h in piles:
        x ^= h
    move = "lose"
    if x:
        for i, h in enumerate(piles):
            if h ^ x < h:
                move = f"{i + 1} {h - (h ^ x)}"
                break
    out.append(move)
print("\n".join(out))
