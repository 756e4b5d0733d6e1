# Values the runs rightly, then answers as if Alice were always the one to move. The input does
# not say whose turn it is: Alice moved first and every move marks a cell, so the computer is to
# move when an odd number of cells are marked (README, Pitfalls). `X` alone is a win for Alice
# (the computer has no move), which this calls a loss.
import sys


def run_value(length, left, right):
    if length == 0:
        return 0
    if left == "|" and right == "|":
        return length % 2
    if left == "|" or right == "|":
        return length
    return 1 if left == right else 0


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for case in range(1, t + 1):
        strip = data[case]
        g = 0
        left = "|"
        length = 0
        for c in strip + "|":
            if c == ".":
                length += 1
            else:
                g ^= run_value(length, left, c)
                left = c
                length = 0
        out.append("Case %d: %s" % (case, "Yes" if g != 0 else "No"))
    sys.stdout.write("\n".join(out) + "\n")


main()
