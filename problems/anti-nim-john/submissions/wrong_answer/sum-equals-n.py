# Tests "every pile is a single stone" as "the sum of the piles equals N" and takes the parity of
# N: right without empty piles, wrong with them, where `1 1 0 0` sums to 2 with N = 4 and falls to
# the nim-sum rule (README, Pitfalls: empty piles are neither single stones nor piles).
import sys

data = sys.stdin.buffer.read().split()
t = int(data[0])
at = 1
out = []
for _ in range(t):
    n = int(data[at])
    piles = [int(p) for p in data[at + 1 : at + 1 + n]]
    at += 1 + n
    x = 0
    for p in piles:
        x ^= p
    if sum(piles) == n:
        john = n % 2 == 0
    else:
        john = x != 0
    out.append("John" if john else "Brother")
sys.stdout.write("\n".join(out) + "\n")
