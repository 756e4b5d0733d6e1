# Right game, wrong output: prints the original contest's `Case #x: Alice` / `Case #x: Bob`,
# while this problem follows the AcWing form, one `YES` or `NO` per test. Decides by the closed
# form of the README (3 | a with no big part or a lone 2; a lone 3 wins; else a, b both even).
import sys

data = sys.stdin.buffer.read().split()
t = int(data[0])
at = 1
out = []
for case in range(1, t + 1):
    n = int(data[at])
    piles = [int(p) for p in data[at + 1 : at + 1 + n]]
    at += 1 + n
    a = piles.count(1)
    big = [p for p in piles if p > 1]
    if big in ([], [2]):
        win = a % 3 != 0
    elif big == [3]:
        win = True
    else:
        b = sum(p + 1 for p in big) - 1
        win = a % 2 == 1 or b % 2 == 1
    out.append(f"Case #{case}: {'Alice' if win else 'Bob'}")
print("\n".join(out))
