// Global adjacency lists that are never cleared: each tree inherits the edges of the trees
// before it.
#include <cstdio>
#include <vector>

const int MAXN = 100005;
std::vector<int> adj[MAXN];
int parent[MAXN];
long long g[MAXN];

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        std::scanf("%d", &n);
        for (int i = 1; i < n; i++) {
            int a, b;
            std::scanf("%d %d", &a, &b);
            adj[a].push_back(b);
            adj[b].push_back(a);
        }
        std::vector<int> order(1, 1);
        std::vector<char> seen(MAXN, 0);
        seen[1] = 1;
        for (int i = 0; i <= n; i++) g[i] = 0;
        for (size_t head = 0; head < order.size(); head++) {
            int v = order[head];
            for (int w : adj[v])
                if (!seen[w]) {
                    seen[w] = 1;
                    parent[w] = v;
                    order.push_back(w);
                }
        }
        for (size_t i = order.size() - 1; i > 0; i--) g[parent[order[i]]] ^= g[order[i]] + 1;
        std::puts(g[1] ? "Alice" : "Bob");
    }
}
