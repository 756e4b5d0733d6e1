// The mex is taken inside the move loop, before the current successor is marked, so the value
// of a pile ignores its last move: one stone gets value 0 instead of 1, and `1 1 1` (a win:
// take a stone from each pile in turn) is called lost.
#include <cstdio>
#include <cstring>
int main() {
    int fib[20], count = 2;
    fib[0] = 1;
    fib[1] = 2;
    while (fib[count - 1] + fib[count - 2] <= 1000) {
        fib[count] = fib[count - 1] + fib[count - 2];
        count++;
    }
    static int sg[1001];
    bool seen[32];
    sg[0] = 0;
    for (int x = 1; x <= 1000; x++) {
        memset(seen, 0, sizeof seen);
        for (int j = 0; j < count && fib[j] <= x; j++) {
            int g = 0;
            while (seen[g]) g++;
            sg[x] = g;
            seen[sg[x - fib[j]]] = true;
        }
    }
    int m, n, p;
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p)) puts(sg[m] ^ sg[n] ^ sg[p] ? "Fibo" : "Nacci");
}
