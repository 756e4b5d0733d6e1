// Reads Q as a bound on the exponent step p as well as on the number of quotients q. Q limits
// only q (README, Pitfalls): with Q = 1 a coin at 4 may still flip 4 and 1 (p = 2), so coin 4
// alone is worth 2 and wins; without that move it is worth 0 and loses.
#include <cstdio>
#include <set>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n, Q;
        if (scanf("%d %d", &n, &Q) != 2) return 1;
        int g[15][10];
        for (int a = 0; a < 15; a++)
            for (int c = 0; c < 10; c++) {
                std::set<int> options;
                for (int p = 1; p <= Q; p++) {
                    int xa = 0, xc = 0;
                    for (int q = 1; q <= Q; q++) {
                        if (q * p <= a) options.insert(xa ^= g[a - q * p][c]);
                        if (q * p <= c) options.insert(xc ^= g[a][c - q * p]);
                    }
                }
                int v = 0;
                while (options.count(v)) v++;
                g[a][c] = v;
            }
        int x = 0;
        for (int i = 1; i <= n; i++) {
            int s;
            if (scanf("%d", &s) != 1) return 1;
            if (s != 0) continue;
            int y = i, a = 0, c = 0;
            while (y % 2 == 0) y /= 2, a++;
            while (y % 3 == 0) y /= 3, c++;
            x ^= g[a][c];
        }
        puts(x ? "win" : "lose");
    }
}
