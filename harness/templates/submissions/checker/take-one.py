# Takes one stone from every non-empty pile: a legal move, but from n = 2 (lost) it is no
# winning move, and the player to move there must say `lose`.
import sys

data = sys.stdin.read().split()
t = int(data[0])
print("\n".join("1" if int(n) > 0 else "lose" for n in data[1 : t + 1]))
