// Each value by the definition, mex over the piles one move away, recomputed by recursion
// without a table: right, and exponential in the pile size (already for piles near 100 and
// S = {1, 3, 5, 7}). The recursion is at most one level per stone removed, so it runs out of
// time, not of stack.
#include <algorithm>
#include <cstdio>
#include <vector>
static std::vector<int> s;
static int grundy(int x) {
    std::vector<char> seen(s.size() + 2, 0);
    for (int t : s) {
        if (t > x) break;
        int v = grundy(x - t);
        if (v <= (int)s.size()) seen[v] = 1;
    }
    int mex = 0;
    while (seen[mex]) mex++;
    return mex;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> a(n);
    for (int &x : a) scanf("%d", &x);
    int k;
    scanf("%d", &k);
    s.assign(k, 0);
    for (int &x : s) scanf("%d", &x);
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    std::vector<int> g(n);
    int total = 0;
    for (int i = 0; i < n; i++) total ^= g[i] = grundy(a[i]);
    if (total == 0) {
        puts("NO");
        return 0;
    }
    for (int i = 0; i < n; i++) {
        for (int t : s) {
            if (t > a[i]) break;
            if (grundy(a[i] - t) == (g[i] ^ total)) {
                printf("YES\n%d %d\n", i + 1, t);
                return 0;
            }
        }
    }
    puts("NO");
}
