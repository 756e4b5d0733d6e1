# Finds a winning move by the Grundy values, right, but prints the pile's 0-based index: the
# piles are numbered from 1, so `0 1` names no pile and any other number names the wrong one.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    at = 0
    t = int(data[at])
    at += 1
    out = []
    for _ in range(t):
        k = int(data[at])
        amounts = [int(x) for x in data[at + 1 : at + 1 + k]]
        at += 1 + k
        n = int(data[at])
        piles = [int(x) for x in data[at + 1 : at + 1 + n]]
        at += 1 + n
        top = max(piles)
        g = [0] * (top + 1)
        for x in range(top + 1):
            seen = {g[x - a] for a in amounts if a <= x}
            m = 0
            while m in seen:
                m += 1
            g[x] = m
        total = 0
        for h in piles:
            total ^= g[h]
        move = "lose"
        if total:
            for i, h in enumerate(piles):
                hit = next((a for a in amounts if a <= h and g[h - a] == g[h] ^ total), None)
                if hit is not None:
                    move = f"{i} {hit}"
                    break
        out.append(move)
    print("\n".join(out))


main()
