// Thinks MM wins as soon as she wins one of the games. But the last game to end decides:
// with (1, 1) and (3, 2), her won game ends at once and the lost one lasts two moves.
#include <algorithm>
#include <cstdio>

static bool win[1001][1001];  // win[a][b] for a <= b

int main() {
    for (int b = 0; b <= 1000; b++) {
        for (int a = 1; a <= b; a++) {
            for (int c = b - a; c >= 0; c -= a) {
                if (!win[std::min(a, c)][std::max(a, c)]) win[a][b] = true;
            }
        }
    }
    int n;
    while (std::scanf("%d", &n) == 1) {
        bool any = false;
        for (int i = 0; i < n; i++) {
            int p, q;
            std::scanf("%d %d", &p, &q);
            any |= win[std::min(p, q)][std::max(p, q)];
        }
        std::puts(any ? "MM" : "GG");
    }
}
