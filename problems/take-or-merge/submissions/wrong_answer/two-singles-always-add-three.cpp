// The (a, b) table of the README, but merging two singles always goes to (a − 2, b + 3), even
// when there is no big pile yet (b = 0). Then the new pile of two has no "− 1" to absorb it and
// b should be 2, not 3: the parity flips. The sample {1, 1, 2} is misjudged.
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
            else if (b == 1) w = !win[a][0] || !win[a - 1][2];
            else
                w = !win[a - 1][b] || (a >= 2 && !win[a - 2][b + 3]) ||
                    (b >= 1 && (!win[a - 1][b + 1] || !win[a][b - 1]));
            win[a][b] = w;
        }
    }
    for (auto &p : pos) puts(win[p.first][p.second] ? "YES" : "NO");
}
