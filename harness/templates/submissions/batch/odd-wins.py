# Decides by parity, as if the only move took one stone: wrong for n = 7 (odd, and lost).
import sys

data = sys.stdin.read().split()
t = int(data[0])
print("\n".join("First" if int(n) % 2 else "Second" for n in data[1 : t + 1]))
