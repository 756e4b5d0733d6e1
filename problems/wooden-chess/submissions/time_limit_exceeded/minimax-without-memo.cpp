// Minimax over the game tree by the definition, with the staircase of row lengths as the state
// but no table of values: right, but it walks every order of filling the board, which is
// astronomically many for 10 × 10 (the number of standard Young tableaux of the rectangle).
#include <cstdio>
static int n, m;
static long long A[10][10], B[10][10];
static int len[10];
static long long value(int filled) {
    if (filled == n * m) return 0;
    bool feifei = filled % 2 == 0;
    long long best = feifei ? -(1LL << 60) : (1LL << 60);
    for (int i = 0; i < n; i++) {
        int j = len[i];
        if (j == m || (i > 0 && len[i - 1] <= j)) continue;
        len[i]++;
        long long v = value(filled + 1);
        len[i]--;
        if (feifei) {
            if (A[i][j] + v > best) best = A[i][j] + v;
        } else {
            if (v - B[i][j] < best) best = v - B[i][j];
        }
    }
    return best;
}
int main() {
    if (scanf("%d %d", &n, &m) != 2) return 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (scanf("%lld", &A[i][j]) != 1) return 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (scanf("%lld", &B[i][j]) != 1) return 1;
    printf("%lld\n", value(0));
}
