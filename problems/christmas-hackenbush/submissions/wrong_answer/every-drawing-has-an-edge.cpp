// Wrong: reads a drawing's edges with a loop that runs at least once, as if every drawing had
// an edge. A drawing of one vertex and no edge (`1 0`) then takes the next line as its edge,
// and the input falls out of step. Otherwise the fusion-then-colon solution.
#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

std::vector<std::pair<int, int>> adj[105];
std::vector<int> tree[105];
int tin[105], low[105], comp[105], parity[105], ea[505], eb[505], timer_;
bool bridge[505];

void dfs(int v, int via) {
    tin[v] = low[v] = ++timer_;
    for (auto [w, e] : adj[v]) {
        if (e == via) continue;
        if (tin[w]) {
            low[v] = std::min(low[v], tin[w]);
        } else {
            dfs(w, e);
            low[v] = std::min(low[v], low[w]);
            if (low[w] > tin[v]) bridge[e] = true;
        }
    }
}

void label(int v, int c) {
    comp[v] = c;
    for (auto [w, e] : adj[v])
        if (!bridge[e] && comp[w] < 0) label(w, c);
}

int value(int c, int parent) {
    int g = parity[c];
    for (int d : tree[c])
        if (d != parent) g ^= value(d, c) + 1;
    return g;
}

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        int x = 0;
        while (n--) {
            int m, k;
            std::scanf("%d %d", &m, &k);
            for (int v = 1; v <= m; v++) adj[v].clear(), tree[v].clear(), tin[v] = 0, comp[v] = -1, parity[v] = 0;
            int e = 0;
            do {
                std::scanf("%d %d", &ea[e], &eb[e]);
                bridge[e] = false;
                adj[ea[e]].push_back({eb[e], e});
                adj[eb[e]].push_back({ea[e], e});
            } while (++e < k);
            timer_ = 0;
            dfs(1, -1);
            int components = 0;
            for (int v = 1; v <= m; v++)
                if (comp[v] < 0) label(v, ++components);
            for (int e = 0; e < k; e++) {
                int a = comp[ea[e]], b = comp[eb[e]];
                if (bridge[e]) {
                    tree[a].push_back(b);
                    tree[b].push_back(a);
                } else {
                    parity[a] ^= 1;
                }
            }
            x ^= value(comp[1], 0);
        }
        std::puts(x ? "Sally" : "Harry");
    }
}
