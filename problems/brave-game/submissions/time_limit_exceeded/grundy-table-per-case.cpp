// Computes the Grundy values of the pile from 0 to n for each case, each by the mex of the m
// positions below it: right, and O(n m) per case, up to 10^6 for each of 2·10^4 cases.
#include <cstdio>
#include <vector>
int main() {
    int c;
    if (scanf("%d", &c) != 1) return 1;
    std::vector<int> g(1001);
    std::vector<char> seen(1002);
    while (c--) {
        int n, m;
        if (scanf("%d %d", &n, &m) != 2) return 1;
        for (int x = 0; x <= n; x++) {
            std::fill(seen.begin(), seen.end(), 0);
            for (int k = 1; k <= m && k <= x; k++) seen[g[x - k]] = 1;
            int v = 0;
            while (seen[v]) v++;
            g[x] = v;
        }
        puts(g[n] ? "first" : "second");
    }
}
