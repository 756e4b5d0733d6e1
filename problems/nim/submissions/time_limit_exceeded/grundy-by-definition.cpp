// Each pile's Grundy value by the definition, mex over every smaller pile, recomputed without a
// table: right, and exponential in the pile size.
#include <cstdio>
#include <vector>
static long long grundy(long long h) {
    std::vector<bool> seen(h + 1);
    for (long long k = 0; k < h; k++) {
        long long g = grundy(k);
        if (g <= h) seen[g] = true;
    }
    long long m = 0;
    while (seen[m]) m++;
    return m;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long x = 0;
    for (int i = 0; i < n; i++) {
        long long p;
        if (scanf("%lld", &p) != 1) return 1;
        x ^= grundy(p);
    }
    puts(x ? "Yes" : "No");
}
