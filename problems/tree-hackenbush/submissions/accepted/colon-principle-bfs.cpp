// Colon principle: a leaf is worth 0, a vertex the XOR of (child + 1) over its children.
// Orient the edges by a BFS from vertex 1, then add the values up in reverse BFS order.
// The input is up to 4 MB: read it whole and keep the edges in one flat array (CSR), so that
// the time goes to the game, not to scanf and 10^5 small vectors.
#include <cstdio>
#include <vector>

static char buf[1 << 16];
static size_t len = 0, pos = 0;

static int next_char() {
    if (pos == len) {
        len = std::fread(buf, 1, sizeof buf, stdin);
        pos = 0;
        if (len == 0) return -1;
    }
    return buf[pos++];
}

static bool read_int(int &x) {
    int c = next_char();
    while (c == ' ' || c == '\n' || c == '\r') c = next_char();
    if (c < '0' || c > '9') return false;
    x = 0;
    for (; c >= '0' && c <= '9'; c = next_char()) x = 10 * x + (c - '0');
    return true;
}

int main() {
    int t;
    if (!read_int(t)) return 1;
    std::vector<int> from, to, start, adj, parent, order;
    std::vector<long long> g;
    while (t--) {
        int n;
        if (!read_int(n)) return 1;
        from.assign(n - 1, 0);
        to.assign(n - 1, 0);
        start.assign(n + 2, 0);
        for (int i = 0; i + 1 < n; i++) {
            if (!read_int(from[i]) || !read_int(to[i])) return 1;
            start[from[i] + 1]++;
            start[to[i] + 1]++;
        }
        for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
        adj.assign(2 * (n - 1), 0);
        std::vector<int> fill(start.begin(), start.end());
        for (int i = 0; i + 1 < n; i++) {
            adj[fill[from[i]]++] = to[i];
            adj[fill[to[i]]++] = from[i];
        }
        parent.assign(n + 1, 0);
        g.assign(n + 1, 0);
        order.clear();
        order.push_back(1);
        parent[1] = -1;
        for (size_t head = 0; head < order.size(); head++) {
            int v = order[head];
            for (int e = start[v]; e < start[v + 1]; e++) {
                int w = adj[e];
                if (w != parent[v]) {
                    parent[w] = v;
                    order.push_back(w);
                }
            }
        }
        for (int i = n - 1; i > 0; i--) g[parent[order[i]]] ^= g[order[i]] + 1;
        std::puts(g[1] ? "Alice" : "Bob");
    }
}
