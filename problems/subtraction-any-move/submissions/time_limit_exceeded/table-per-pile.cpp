// Right values and right moves, but the Grundy table is rebuilt from 0 for every pile instead
// of once per test: O(h · k) per pile, about 10^10 steps for 100 tests of 1000 piles of up to
// 10 000 stones with 20 amounts.
#include <cstdio>
#include <vector>
static std::vector<int> s;
static std::vector<int> table_up_to(int top) {
    std::vector<int> g(top + 1, 0);
    std::vector<char> seen(s.size() + 2);
    for (int x = 0; x <= top; x++) {
        std::fill(seen.begin(), seen.end(), 0);
        for (int a : s)
            if (a <= x && g[x - a] <= (int)s.size()) seen[g[x - a]] = 1;
        int m = 0;
        while (seen[m]) m++;
        g[x] = m;
    }
    return g;
}
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int k;
        if (scanf("%d", &k) != 1) return 1;
        s.assign(k, 0);
        for (auto &v : s)
            if (scanf("%d", &v) != 1) return 1;
        int n;
        if (scanf("%d", &n) != 1) return 1;
        std::vector<int> h(n), value(n);
        int sum = 0;
        for (int i = 0; i < n; i++) {
            if (scanf("%d", &h[i]) != 1) return 1;
            value[i] = table_up_to(h[i])[h[i]];
            sum ^= value[i];
        }
        if (sum == 0) {
            puts("lose");
            continue;
        }
        bool done = false;
        for (int i = 0; i < n && !done; i++) {
            std::vector<int> g = table_up_to(h[i]);
            for (int a : s)
                if (a <= h[i] && g[h[i] - a] == (value[i] ^ sum)) {
                    printf("%d %d\n", i + 1, a);
                    done = true;
                    break;
                }
        }
        if (!done) puts("lose");
    }
}
