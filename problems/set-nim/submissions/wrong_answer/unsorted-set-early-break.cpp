// Builds the Grundy table by mex over the amounts, but stops at the first amount larger than
// the pile as if S were sorted. S comes in any order (README, Pitfalls): with S given as
// `100 3` the pile of 4 never sees the move 3, so it looks lost.
#include <cstdio>
#include <vector>
int main() {
    int k;
    if (scanf("%d", &k) != 1) return 1;
    std::vector<int> s(k);
    for (int &x : s) scanf("%d", &x);
    int n;
    scanf("%d", &n);
    std::vector<int> h(n);
    int largest = 0;
    for (int &x : h) {
        scanf("%d", &x);
        if (x > largest) largest = x;
    }
    std::vector<int> g(largest + 1, 0);
    for (int x = 0; x <= largest; x++) {
        std::vector<char> seen(k + 2, 0);
        for (int a : s) {
            if (a > x) break;
            if (g[x - a] <= k) seen[g[x - a]] = 1;
        }
        while (seen[g[x]]) g[x]++;
    }
    int total = 0;
    for (int x : h) total ^= g[x];
    puts(total ? "Yes" : "No");
}
