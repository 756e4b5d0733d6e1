// Right values, but counts each occupied vertex once, as if two tokens could not share a
// vertex: two tokens on one vertex cancel in the XOR, and dropping one of them flips the
// answer (two tokens on vertex 1 of the edge 1 -> 2 are a loss, one token is a win).
#include <cstdio>
#include <set>
#include <vector>
int main() {
    int n, m, k;
    if (scanf("%d %d %d", &n, &m, &k) != 3) return 1;
    std::vector<std::vector<int>> succ(n + 1), pred(n + 1);
    std::vector<int> pending(n + 1, 0), grundy(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int x, y;
        if (scanf("%d %d", &x, &y) != 2) return 1;
        succ[x].push_back(y);
        pred[y].push_back(x);
        pending[x]++;
    }
    std::vector<int> ready;
    for (int v = 1; v <= n; v++)
        if (pending[v] == 0) ready.push_back(v);
    while (!ready.empty()) {
        int v = ready.back();
        ready.pop_back();
        std::vector<bool> seen(succ[v].size() + 1, false);
        for (int w : succ[v])
            if (grundy[w] < (int)seen.size()) seen[grundy[w]] = true;
        int g = 0;
        while (seen[g]) g++;
        grundy[v] = g;
        for (int u : pred[v])
            if (--pending[u] == 0) ready.push_back(u);
    }
    std::set<int> occupied;
    for (int i = 0; i < k; i++) {
        int t;
        if (scanf("%d", &t) != 1) return 1;
        occupied.insert(t);
    }
    int x = 0;
    for (int t : occupied) x ^= grundy[t];
    puts(x ? "win" : "lose");
}
