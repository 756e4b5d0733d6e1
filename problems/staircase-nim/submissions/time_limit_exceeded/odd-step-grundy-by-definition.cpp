// Right reduction (Nim on the odd steps), but each odd step's Grundy value is found by the
// definition, the mex over every smaller heap, recomputed without a table: exponential in the
// number of stones, hopeless for heaps of 10^9 stones.
#include <cstdio>
#include <vector>
static long long grundy(long long h) {
    std::vector<char> seen;
    for (long long k = 0; k < h; k++) {
        long long g = grundy(k);
        if (g >= (long long)seen.size()) seen.resize(g + 1, 0);
        seen[g] = 1;
    }
    long long m = 0;
    while (m < (long long)seen.size() && seen[m]) m++;
    return m;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long x = 0;
    for (int i = 1; i <= n; i++) {
        long long a;
        if (scanf("%lld", &a) != 1) return 1;
        if (i % 2 == 1) x ^= grundy(a);
    }
    puts(x ? "Yes" : "No");
}
