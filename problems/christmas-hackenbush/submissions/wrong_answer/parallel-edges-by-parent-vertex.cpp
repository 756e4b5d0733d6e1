// Fuses each polygon into its top vertex during one DFS: a back edge from v up to u closes a
// cycle of depth[v] - depth[u] + 1 edges, whose parity becomes loops at u and whose vertices
// pass their values to u. But the back edges are told from the tree edge by "the neighbour is
// not my parent": the second of two parallel edges is skipped, and the polygon of two sides
// (worth nothing) counts as one edge.
#include <cstdio>
#include <vector>

std::vector<int> adj[105];
int depth[105], parent[105], owner[105], parity[105], g[105];

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        int x = 0;
        while (n--) {
            int m, k;
            std::scanf("%d %d", &m, &k);
            for (int v = 1; v <= m; v++) adj[v].clear(), depth[v] = -1, owner[v] = v, parity[v] = 0, g[v] = 0;
            for (int e = 0; e < k; e++) {
                int a, b;
                std::scanf("%d %d", &a, &b);
                if (a == b) {
                    parity[a] ^= 1;  // a loop: a polygon of one side
                    continue;
                }
                adj[a].push_back(b);
                adj[b].push_back(a);
            }
            // Iterative DFS from the root, recording the order vertices are entered.
            std::vector<int> order, stack(1, 1), next(m + 1, 0);
            depth[1] = 0;
            parent[1] = 0;
            order.push_back(1);
            while (!stack.empty()) {
                int v = stack.back();
                if (next[v] == (int)adj[v].size()) {
                    stack.pop_back();
                    continue;
                }
                int w = adj[v][next[v]++];
                if (w == parent[v]) continue;
                if (depth[w] < 0) {
                    depth[w] = depth[v] + 1;
                    parent[w] = v;
                    order.push_back(w);
                    stack.push_back(w);
                } else if (depth[w] < depth[v]) {
                    parity[w] ^= (depth[v] - depth[w] + 1) & 1;
                    for (int u = v; u != w; u = parent[u]) owner[u] = w;
                }
            }
            for (int i = (int)order.size() - 1; i > 0; i--) {
                int v = order[i];
                g[v] ^= parity[v];
                if (owner[v] != v) g[owner[v]] ^= g[v];
                else g[parent[v]] ^= g[v] + 1;
            }
            x ^= g[1] ^ parity[1];
        }
        std::puts(x ? "Sally" : "Harry");
    }
}
