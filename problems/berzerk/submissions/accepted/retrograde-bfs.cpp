// Retrograde analysis with a queue: the hole positions are lost for the player to move; a
// position with a move to a lost one is won, one whose every move leads to a won one is lost;
// what the queue never reaches is Loop. O(n (k1 + k2)).
#include <cstdio>
#include <queue>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> s[2];
    for (int pl = 0; pl < 2; pl++) {
        int k;
        if (scanf("%d", &k) != 1) return 1;
        s[pl].resize(k);
        for (int &x : s[pl])
            if (scanf("%d", &x) != 1) return 1;
    }
    // 0 unknown, 1 win, 2 lose.
    std::vector<int> state[2], left[2];
    for (int pl = 0; pl < 2; pl++) {
        state[pl].assign(n, 0);
        left[pl].assign(n, (int)s[pl].size());
    }
    std::queue<std::pair<int, int>> q;
    state[0][0] = state[1][0] = 2;
    q.push({0, 0});
    q.push({1, 0});
    while (!q.empty()) {
        auto [pl, p] = q.front();
        q.pop();
        int before = 1 - pl;
        for (int x : s[before]) {
            int v = (p - x + n) % n;
            if (state[before][v]) continue;
            if (state[pl][p] == 2) {
                state[before][v] = 1;
                q.push({before, v});
            } else if (--left[before][v] == 0) {
                state[before][v] = 2;
                q.push({before, v});
            }
        }
    }
    for (int pl = 0; pl < 2; pl++) {
        for (int p = 1; p < n; p++) {
            const char *w = state[pl][p] == 1 ? "Win" : state[pl][p] == 2 ? "Lose" : "Loop";
            printf("%s%c", w, p + 1 < n ? ' ' : '\n');
        }
    }
}
