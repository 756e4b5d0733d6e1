// Colon principle: a leaf is worth 0, a vertex the XOR of (child + 1) over its children.
// Orient the edges by a BFS from vertex 1, then add the values up in reverse BFS order.
#include <cstdio>
#include <vector>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        std::scanf("%d", &n);
        std::vector<std::vector<int>> adj(n + 1);
        for (int i = 1; i < n; i++) {
            int a, b;
            std::scanf("%d %d", &a, &b);
            adj[a].push_back(b);
            adj[b].push_back(a);
        }
        std::vector<int> parent(n + 1, 0), order;
        std::vector<long long> g(n + 1, 0);
        order.reserve(n);
        order.push_back(1);
        parent[1] = -1;
        for (size_t head = 0; head < order.size(); head++) {
            int v = order[head];
            for (int w : adj[v])
                if (w != parent[v]) {
                    parent[w] = v;
                    order.push_back(w);
                }
        }
        for (int i = n - 1; i > 0; i--) g[parent[order[i]]] ^= g[order[i]] + 1;
        std::puts(g[1] ? "Alice" : "Bob");
    }
}
