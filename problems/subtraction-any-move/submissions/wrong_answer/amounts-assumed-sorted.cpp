// The Grundy table of the subtraction game, but it stops looking at the amounts at the first
// one larger than the pile, as if they were sorted. They are not: with the amounts given as
// 20, 19, …, 1, the loop ends at 20 for every pile below 20, which gets no option at all, and
// the values and moves built on them are wrong (likewise S = {4, 1, 3}).
#include <cstdio>
#include <vector>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int k;
        if (scanf("%d", &k) != 1) return 1;
        std::vector<int> s(k);
        for (auto &v : s)
            if (scanf("%d", &v) != 1) return 1;
        int n;
        if (scanf("%d", &n) != 1) return 1;
        std::vector<int> h(n);
        int top = 0;
        for (auto &v : h) {
            if (scanf("%d", &v) != 1) return 1;
            if (v > top) top = v;
        }
        std::vector<int> g(top + 1, 0);
        for (int x = 0; x <= top; x++) {
            std::vector<char> seen(k + 2, 0);
            for (int a : s) {
                if (a > x) break;
                if (g[x - a] <= k) seen[g[x - a]] = 1;
            }
            int m = 0;
            while (seen[m]) m++;
            g[x] = m;
        }
        int sum = 0;
        for (int v : h) sum ^= g[v];
        if (sum == 0) {
            puts("lose");
            continue;
        }
        bool done = false;
        for (int i = 0; i < n && !done; i++)
            for (int a : s)
                if (a <= h[i] && g[h[i] - a] == (g[h[i]] ^ sum)) {
                    printf("%d %d\n", i + 1, a);
                    done = true;
                    break;
                }
        if (!done) puts("lose");
    }
}
