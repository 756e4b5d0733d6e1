// The step of every pair a <= b <= 1000 from its definition, smaller piles first: a won
// position (some option of even step) takes 1 + its largest even option, a lost one 1 + its
// smallest option. MM wins exactly when the largest step over the games is odd.
#include <algorithm>
#include <cstdio>

static int st[1001][1001];  // st[a][b] for a <= b

int main() {
    for (int b = 0; b <= 1000; b++) {
        st[0][b] = 0;
        for (int a = 1; a <= b; a++) {
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
