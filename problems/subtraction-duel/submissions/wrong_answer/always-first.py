# Always takes the side `First`, as if moving first were an advantage, and then plays a winning
# move when it has one (by the Grundy values), otherwise the first legal move, and resigns when
# it has none. Wrong on every lost position: the sample's pile of 3 with S = {1, 2} is lost for
# the player to move, and the jury, a perfect player, wins it.
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
    (games,) = numbers()
    for _ in range(games):
        amounts = numbers()[1:]
        piles = numbers()[1:]
        g = grundy_table(amounts, max(piles))
        say("First")
        while True:
            total = 0
            for h in piles:
                total ^= g[h]
            legal = [(i, a) for i, h in enumerate(piles) for a in amounts if a <= h]
            if not legal:
                say("0 0")
                return
            winning = [(i, a) for i, a in legal if g[piles[i] - a] == g[piles[i]] ^ total]
            i, a = (winning or legal)[0]
            piles[i] -= a
            say(f"{i + 1} {a}")
            i, a = numbers()
            if i == 0:
                break
            if i < 0:
                return
            piles[i - 1] -= a


main()
