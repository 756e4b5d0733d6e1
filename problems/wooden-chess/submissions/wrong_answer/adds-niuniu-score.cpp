// The memoised minimax over staircase shapes, but Niuniu's cell is counted as value + B instead
// of value − B: his score is added to Feifei's instead of subtracted, so he seems to help her.
// Wrong as soon as a B is positive: the row of two (A = 1 2, B = 3 4) gives 5 instead of −3.
#include <cstdio>
#include <map>
#include <vector>
static int n, m;
static long long A[10][10], B[10][10];
static std::map<std::vector<int>, long long> memo;
static long long value(std::vector<int> &len, int filled) {
    if (filled == n * m) return 0;
    auto it = memo.find(len);
    if (it != memo.end()) return it->second;
    bool feifei = filled % 2 == 0;
    long long best = feifei ? -(1LL << 60) : (1LL << 60);
    for (int i = 0; i < n; i++) {
        int j = len[i];
        if (j == m || (i > 0 && len[i - 1] <= j)) continue;
        len[i]++;
        long long v = value(len, filled + 1);
        len[i]--;
        if (feifei) {
            if (A[i][j] + v > best) best = A[i][j] + v;
        } else {
            if (v + B[i][j] < best) best = v + B[i][j];
        }
    }
    memo[len] = best;
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
    std::vector<int> len(n, 0);
    printf("%lld\n", value(len, 0));
}
