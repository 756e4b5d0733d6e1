// The widely copied closed form: a run between the two edges is worth L mod 2, a run between
// an edge and a letter is worth L, and a run between two letters is worth 0. The last rule is
// right only for two different letters: between the same letter (`X.X`, `O...O`) the value is
// 1 (README, Pitfalls), so `X.X`, Alice to move, is a win the formula calls a loss.
#include <cstdio>
#include <cstring>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    static char s[128];
    for (int c = 1; c <= t; c++) {
        if (scanf("%127s", s) != 1) return 1;
        int n = strlen(s), marked = 0, g = 0;
        for (int i = 0; i < n; i++) marked += s[i] != '.';
        for (int i = 0; i < n;) {
            if (s[i] != '.') { i++; continue; }
            int j = i;
            while (j < n && s[j] == '.') j++;
            int len = j - i;
            bool left = i > 0, right = j < n;
            if (!left && !right) g ^= len % 2;
            else if (left != right) g ^= len;
            i = j;
        }
        bool alice_to_move = marked % 2 == 0;
        printf("Case %d: %s\n", c, (g != 0) == alice_to_move ? "Yes" : "No");
    }
}
