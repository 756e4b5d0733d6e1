# Says every pile is lost: wrong for n = 1, won by taking the stone.
import sys

data = sys.stdin.read().split()
t = int(data[0])
sys.stdout.write("lose\n" * t)
