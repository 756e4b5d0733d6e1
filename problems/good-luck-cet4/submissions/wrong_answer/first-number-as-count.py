# Reads the first number as the count of cases, as many judges' inputs begin; this input has no
# count line and runs to the end of the file, so the first case is lost and the rest misread.
import sys

data = sys.stdin.buffer.read().split()
count = int(data[0])
out = []
for t in data[1 : 1 + count]:
    out.append("Cici" if int(t) % 3 == 0 else "Kiki")
sys.stdout.write("\n".join(out) + "\n")
