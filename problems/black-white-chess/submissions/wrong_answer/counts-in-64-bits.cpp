// Counts in unsigned 64-bit integers and takes the remainder only at the end: right while the
// counts are small, wrong once C(n, k) and the products pass 2^64, as C(10 000, 100) does by
// far (README, Pitfalls: work modulo 1 000 000 007 throughout).
#include <cstdio>
#include <vector>
typedef unsigned long long u64;
int main() {
    int n, k, d;
    if (scanf("%d %d %d", &n, &k, &d) != 3) return 1;
    // Pascal's triangle up to row n, columns up to k, without a modulus.
    std::vector<std::vector<u64>> c(n + 1, std::vector<u64>(k + 1, 0));
    for (int i = 0; i <= n; i++) {
        c[i][0] = 1;
        for (int j = 1; j <= k && j <= i; j++) c[i][j] = c[i - 1][j - 1] + (j < i ? c[i - 1][j] : 0);
    }
    auto choose = [&](int a, int b) -> u64 { return b < 0 || b > a || b > k ? 0 : c[a][b]; };
    int pairs = k / 2, spare = n - k;
    std::vector<u64> ways(spare + 1, 0), next(spare + 1);
    ways[0] = 1;
    for (int bit = 0; (1 << bit) <= spare; bit++) {
        std::fill(next.begin(), next.end(), 0);
        for (int s = 0; s <= spare; s++) {
            if (!ways[s]) continue;
            for (int cnt = 0; cnt <= pairs; cnt += d + 1) {
                long long t = s + (long long)cnt * (1 << bit);
                if (t > spare) break;
                next[t] += ways[s] * choose(pairs, cnt);
            }
        }
        ways.swap(next);
    }
    u64 lost = 0;
    for (int s = 0; s <= spare; s++) lost += ways[s] * choose(spare - s + pairs, pairs);
    printf("%llu\n", (choose(n, k) - lost) % 1000000007ULL);
}
