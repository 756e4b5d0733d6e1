// The (a, b) table of the README without its special case b = 1. b = 1 is a big part made of
// one stone, really a single, so (a, 1) is the position (a + 1, 0). Played as an ordinary big
// part, the lone stone keeps counting as a big pile: merging two singles then leads to
// (a − 2, 4) where the real game reaches (a − 1, 2), and these differ in value. Taking a stone
// from a pile of two leaves b = 1, so the sample {1, 1, 2} is misjudged.
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    std::vector<std::pair<int, int>> pos(t);
    int max_a = 0, max_b = 0;
    for (auto &p : pos) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        int a = 0, big = 0;
        for (int i = 0; i < n; i++) {
            int s;
            if (scanf("%d", &s) != 1) return 1;
            if (s == 1) a++;
            else big += s + 1;
        }
        p = {a, big ? big - 1 : 0};
        max_a = std::max(max_a, p.first);
        max_b = std::max(max_b, p.second);
    }
    std::vector<std::vector<char>> win(max_a + 1);
    for (int a = 0; a <= max_a; a++) {
        int width = max_b + 2 * (max_a - a) + 4;
        win[a].assign(width, 0);
        for (int b = 0; b < width; b++) {
            bool w;
            if (a == 0) w = b % 2 == 1;
            else {
                int merge_pair = b > 0 ? b + 3 : 2;
                w = !win[a - 1][b] || (a >= 2 && !win[a - 2][merge_pair]) ||
                    (b >= 1 && (!win[a - 1][b + 1] || !win[a][b - 1]));
            }
            win[a][b] = w;
        }
    }
    for (auto &p : pos) puts(win[p.first][p.second] ? "YES" : "NO");
}
