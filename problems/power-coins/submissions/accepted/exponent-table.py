# A coin's value depends only on its exponents of 2 and 3: a table G(a, c) by the recurrence
# along each exponent (p >= 1, 1 <= q <= Q, qp within the exponent), then the XOR of G over
# the active coins (state 0).
import sys


def table(max_count, amax, cmax):
    g = [[0] * (cmax + 1) for _ in range(amax + 1)]
    for a in range(amax + 1):
        for c in range(cmax + 1):
            options = set()
            for e, cell in ((a, lambda k: g[a - k][c]), (c, lambda k: g[a][c - k])):
                for p in range(1, e + 1):
                    x = 0
                    for q in range(1, max_count + 1):
                        if q * p > e:
                            break
                        x ^= cell(q * p)
                        options.add(x)
            v = 0
            while v in options:
                v += 1
            g[a][c] = v
    return g


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    at = 1
    out = []
    for _ in range(t):
        n, max_count = int(data[at]), int(data[at + 1])
        states = data[at + 2 : at + 2 + n]
        at += 2 + n
        g = table(max_count, 14, 9)
        x = 0
        for i, s in enumerate(states):
            if s == b"0":
                y = i + 1
                a = c = 0
                while y % 2 == 0:
                    y //= 2
                    a += 1
                while y % 3 == 0:
                    y //= 3
                    c += 1
                x ^= g[a][c]
        out.append("win" if x else "lose")
    sys.stdout.write("\n".join(out) + "\n")


main()
