# The (a, b) table of the README, right, but rebuilt for every test, sized to that test alone:
# up to 51 rows of about 50 000 cells, 4000 times over. One table for the largest a and b
# answers every test by a lookup.
import sys


def wins(a_max, b_max):
    win = []
    for a in range(a_max + 1):
        width = b_max + 2 * (a_max - a) + 4
        row = [False] * width
        for b in range(width):
            if a == 0:
                row[b] = b % 2 == 1
            elif b == 1:
                row[b] = not row[0] or not win[a - 1][2]
            else:
                merge_pair = b + 3 if b > 0 else 2
                row[b] = (
                    not win[a - 1][b]
                    or (a >= 2 and not win[a - 2][merge_pair])
                    or (b >= 1 and (not win[a - 1][b + 1] or not row[b - 1]))
                )
        win.append(row)
    return win[a_max][b_max]


data = sys.stdin.buffer.read().split()
t = int(data[0])
at = 1
out = []
for _ in range(t):
    n = int(data[at])
    piles = [int(p) for p in data[at + 1 : at + 1 + n]]
    at += 1 + n
    a = piles.count(1)
    big = sum(p + 1 for p in piles if p > 1)
    out.append("YES" if wins(a, big - 1 if big else 0) else "NO")
print("\n".join(out))
