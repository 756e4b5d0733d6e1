// Has the first player put every bar on the table at once and play Nim from there: a win
// exactly when the XOR of all the lengths is 0. It misses the wins through a proper subset of
// XOR 0, as in 1 2 3 4 5 6, where 1 ^ 2 ^ 3 = 0 but the whole XOR is 7 (README, Pitfalls).
#include <cstdio>
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long l;
            if (scanf("%lld", &l) != 1) return 1;
            x ^= l;
        }
        puts(x == 0 ? "NO" : "YES");
    }
}
