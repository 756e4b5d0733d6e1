// Each knight's Grundy value by the definition, the mex of its options' values, recomputed
// every time without a memo: right (the recursion follows the real, unbounded board, and its
// depth is at most x + y < 1000), and exponential in x + y, so a knight near the far edges
// takes forever.
#include <cstdio>
static const int DX[6] = {-2, 1, -2, -1, -3, -1};
static const int DY[6] = {1, -2, -1, -2, -1, -3};
static int grundy(int x, int y) {
    bool seen[8] = {false};
    for (int k = 0; k < 6; k++) {
        int a = x + DX[k], b = y + DY[k];
        if (a >= 0 && b >= 0) seen[grundy(a, b)] = true;
    }
    int m = 0;
    while (seen[m]) m++;
    return m;
}
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int c = 1; c <= t; c++) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        int x = 0;
        for (int i = 0; i < n; i++) {
            int a, b;
            if (scanf("%d %d", &a, &b) != 2) return 1;
            x ^= grundy(a, b);
        }
        printf("Case %d: %s\n", c, x ? "Alice" : "Bob");
    }
}
