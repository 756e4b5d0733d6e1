# Plays every game right (side and moves by the Grundy values), then says one line more after
# the last game. Nothing may follow the last game: the interactor reads the contestant's output
# to its end, so the extra line is a wrong answer on every case, where an interactor that
# stopped listening after the last game would have passed it.
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


def play(amounts, piles):
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
    else:
        say("First")
    while True:
        total = 0
        for h in piles:
            total ^= g[h]
        i, a = next((i, a) for i, h in enumerate(piles) for a in amounts if a <= h and g[h - a] == g[h] ^ total)
        piles[i] -= a
        say(f"{i + 1} {a}")
        i, a = numbers()
        if i <= 0:
            return
        piles[i - 1] -= a


def main():
    (count,) = numbers()
    for _ in range(count):
        amounts = numbers()[1:]
        piles = numbers()[1:]
        play(amounts, piles)
    say("gg")


main()
