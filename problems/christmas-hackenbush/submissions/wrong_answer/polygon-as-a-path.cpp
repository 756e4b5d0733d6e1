// Treats every drawing as a tree: a DFS that skips vertices already visited. A polygon is then
// valued as the path the DFS walks around it (a square at the root counts 3, not 0), and loops
// count for nothing.
#include <cstdio>
#include <vector>

std::vector<int> adj[105];
bool seen[105];

int value(int v) {
    seen[v] = true;
    int g = 0;
    for (int w : adj[v])
        if (!seen[w]) g ^= value(w) + 1;
    return g;
}

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        int x = 0;
        while (n--) {
            int m, k;
            std::scanf("%d %d", &m, &k);
            for (int v = 1; v <= m; v++) adj[v].clear(), seen[v] = false;
            for (int e = 0; e < k; e++) {
                int a, b;
                std::scanf("%d %d", &a, &b);
                adj[a].push_back(b);
                adj[b].push_back(a);
            }
            x ^= value(1);
        }
        std::puts(x ? "Sally" : "Harry");
    }
}
