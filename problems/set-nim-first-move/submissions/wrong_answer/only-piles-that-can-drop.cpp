// Looks for the winning move as in Nim: only on piles whose value g can drop to g ^ x < g. In a
// subtraction game an option may have a larger value than its pile (README, Pitfalls), so a
// winning move that raises an earlier pile's value is missed: the sample answers `2 1`, not `1 1`.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> a(n);
    for (int &x : a) scanf("%d", &x);
    int k;
    scanf("%d", &k);
    std::vector<int> s(k);
    for (int &x : s) scanf("%d", &x);
    std::sort(s.begin(), s.end());
    int largest = *std::max_element(a.begin(), a.end());
    std::vector<int> g(largest + 1, 0);
    for (int x = 0; x <= largest; x++) {
        std::vector<char> seen(k + 2, 0);
        for (int t : s) {
            if (t > x) break;
            if (g[x - t] <= k) seen[g[x - t]] = 1;
        }
        while (seen[g[x]]) g[x]++;
    }
    int total = 0;
    for (int x : a) total ^= g[x];
    if (total == 0) {
        puts("NO");
        return 0;
    }
    for (int i = 0; i < n; i++) {
        int target = g[a[i]] ^ total;
        if (target >= g[a[i]]) continue;
        for (int t : s) {
            if (t > a[i]) break;
            if (g[a[i] - t] == target) {
                printf("YES\n%d %d\n", i + 1, t);
                return 0;
            }
        }
    }
    puts("NO");
}
