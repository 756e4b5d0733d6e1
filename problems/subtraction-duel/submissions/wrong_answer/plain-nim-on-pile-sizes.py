# Plays plain Nim: the side by the XOR of the pile sizes, and moves that bring a pile to size
# h XOR x. A pile's value is its size only when every amount is allowed; here a move must take
# an amount of S. On the sample (S = {1, 2}, a pile of 3) it takes `First` and then 3 stones,
# an illegal move.
import sys


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def numbers():
    return [int(x) for x in sys.stdin.readline().split()]


def main():
    (games,) = numbers()
    for _ in range(games):
        numbers()
        piles = numbers()[1:]
        x = 0
        for h in piles:
            x ^= h
        if x == 0:
            say("Second")
            i, a = numbers()
            if i <= 0:
                if i < 0:
                    return
                continue
            piles[i - 1] -= a
        else:
            say("First")
        while True:
            x = 0
            for h in piles:
                x ^= h
            i = next((i for i, h in enumerate(piles) if h ^ x < h), None)
            if i is None:
                say("0 0")
                return
            say(f"{i + 1} {piles[i] - (piles[i] ^ x)}")
            piles[i] ^= x
            i, a = numbers()
            if i == 0:
                break
            if i < 0:
                return
            piles[i - 1] -= a


main()
