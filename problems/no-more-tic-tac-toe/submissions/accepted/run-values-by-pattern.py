# The runs of empty cells valued by their pattern (README, Solution): between the two edges
# L mod 2, between an edge and a letter L, between the same letter 1, between two different
# letters 0; the XOR decides for the player to move, who is Alice when an even number of cells
# are marked.
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
        alice_to_move = (len(strip) - strip.count(".")) % 2 == 0
        out.append("Case %d: %s" % (case, "Yes" if (g != 0) == alice_to_move else "No"))
    sys.stdout.write("\n".join(out) + "\n")


main()
