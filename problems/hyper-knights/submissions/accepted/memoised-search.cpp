// Each knight's Grundy value by the definition with a memo, the board unbounded to the right
// and downwards: a step lowers x + y, so the recursion is at most 998 deep and every cell it
// meets has x + y < 1000.
#include <cstdio>
#include <cstring>
static const int S = 1000;
static signed char memo[S][S];
static const int DX[6] = {-2, 1, -2, -1, -3, -1};
static const int DY[6] = {1, -2, -1, -2, -1, -3};
static int grundy(int x, int y) {
    if (memo[x][y] >= 0) return memo[x][y];
    bool seen[8] = {false};
    for (int k = 0; k < 6; k++) {
        int a = x + DX[k], b = y + DY[k];
        if (a >= 0 && b >= 0) seen[grundy(a, b)] = true;
    }
    int m = 0;
    while (seen[m]) m++;
    return memo[x][y] = (signed char)m;
}
int main() {
    memset(memo, -1, sizeof memo);
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
