// Treats the games as a sum in the Sprague-Grundy sense: MM wins when the XOR of the games'
// Grundy values is non-zero. But every game moves on every turn: two games (1, 2) have XOR 0,
// yet MM empties both on her first move and wins.
#include <algorithm>
#include <cstdio>

static int g[1001][1001];  // g[a][b] for a <= b

int main() {
    for (int b = 0; b <= 1000; b++) {
        for (int a = 1; a <= b; a++) {
            bool seen[64] = {false};
            for (int c = b - a; c >= 0; c -= a) {
                int v = g[std::min(a, c)][std::max(a, c)];
                if (v < 64) seen[v] = true;
            }
            int mex = 0;
            while (seen[mex]) mex++;
            g[a][b] = mex;
        }
    }
    int n;
    while (std::scanf("%d", &n) == 1) {
        int x = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            std::scanf("%d %d", &p, &q);
            x ^= g[std::min(p, q)][std::max(p, q)];
        }
        std::puts(x != 0 ? "MM" : "GG");
    }
}
