// Each token's Grundy value by the definition, the mex of its successors' values, recomputed
// at every visit without a table: right, but the work is the number of paths out of a vertex,
// exponential on the maximal graphs (a path through every vertex plus random forward edges).
// The recursion is at most N = 2000 calls deep.
#include <cstdio>
#include <vector>
static std::vector<std::vector<int>> succ;
static int grundy(int v) {
    std::vector<bool> seen(succ[v].size() + 1, false);
    for (int w : succ[v]) {
        int g = grundy(w);
        if (g < (int)seen.size()) seen[g] = true;
    }
    int g = 0;
    while (seen[g]) g++;
    return g;
}
int main() {
    int n, m, k;
    if (scanf("%d %d %d", &n, &m, &k) != 3) return 1;
    succ.assign(n + 1, {});
    for (int i = 0; i < m; i++) {
        int x, y;
        if (scanf("%d %d", &x, &y) != 2) return 1;
        succ[x].push_back(y);
    }
    int x = 0;
    for (int i = 0; i < k; i++) {
        int t;
        if (scanf("%d", &t) != 1) return 1;
        x ^= grundy(t);
    }
    puts(x ? "win" : "lose");
}
