// Each pile's Grundy value by the definition, mex over the piles one move away, recomputed by
// recursion without a table: right, and exponential in the pile size (S = {1, 2} and a pile of
// 9999 already). The recursion is at most one level per stone removed (10 000 deep), so it
// runs out of time, not of stack.
#include <algorithm>
#include <cstdio>
#include <vector>
static std::vector<int> s;
static int grundy(int x) {
    std::vector<char> seen(s.size() + 2, 0);
    for (int a : s) {
        if (a > x) break;
        int v = grundy(x - a);
        if (v <= (int)s.size()) seen[v] = 1;
    }
    int mex = 0;
    while (seen[mex]) mex++;
    return mex;
}
int main() {
    int k;
    if (scanf("%d", &k) != 1) return 1;
    s.assign(k, 0);
    for (int &x : s) scanf("%d", &x);
    std::sort(s.begin(), s.end());
    int n;
    scanf("%d", &n);
    int total = 0;
    for (int i = 0; i < n; i++) {
        int h;
        scanf("%d", &h);
        total ^= grundy(h);
    }
    puts(total ? "Yes" : "No");
}
