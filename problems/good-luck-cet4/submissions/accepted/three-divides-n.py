# The losing piles are the multiples of 3: every power of two leaves a multiple of 3 to a
# non-multiple, and from a non-multiple taking 1 or 2 cards reaches a multiple (README).
import sys

out = ["Cici" if int(t) % 3 == 0 else "Kiki" for t in sys.stdin.buffer.read().split()]
sys.stdout.write("\n".join(out) + "\n")
