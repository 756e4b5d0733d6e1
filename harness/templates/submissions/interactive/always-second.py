# Always takes the Second side, then the smallest legal move: loses a pile the other side wins
# (n = 1 in the sample).
import sys


def main():
    games = int(sys.stdin.readline())
    for _ in range(games):
        pile = int(sys.stdin.readline())
        print("Second", flush=True)
        mine = False
        while True:
            if mine:
                take = next((s for s in (1, 3, 4) if s <= pile), 0)
                print(take, flush=True)
                if take == 0:
                    return
                pile -= take
            else:
                taken = int(sys.stdin.readline())
                if taken == 0:
                    break
                pile -= taken
            mine = not mine


main()
