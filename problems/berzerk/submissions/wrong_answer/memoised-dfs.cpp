// A memoised depth-first search that calls a position Loop when it meets it again while still
// exploring it, and stores that answer: the position on the cycle is settled before the rest
// of the cycle is known, so positions that are won or lost get Loop, and Loop spreads to
// positions that are lost (README, Pitfalls: a memoised search answers wrongly on cycles).
#include <cstdio>
#include <vector>
enum { UNKNOWN, WIN, LOSE, LOOP, OPEN };
static int n;
static std::vector<int> s[2], state[2];
static int dfs(int pl, int p) {
    if (p == 0) return LOSE;
    if (state[pl][p] == OPEN) return LOOP;
    if (state[pl][p] != UNKNOWN) return state[pl][p];
    state[pl][p] = OPEN;
    int result = LOSE;
    for (int x : s[pl]) {
        int r = dfs(1 - pl, (p + x) % n);
        if (r == LOSE) {
            result = WIN;
            break;
        }
        if (r == LOOP) result = LOOP;
    }
    state[pl][p] = result;
    return result;
}
int main() {
    if (scanf("%d", &n) != 1) return 1;
    for (int pl = 0; pl < 2; pl++) {
        int k;
        if (scanf("%d", &k) != 1) return 1;
        s[pl].resize(k);
        for (int &x : s[pl])
            if (scanf("%d", &x) != 1) return 1;
        state[pl].assign(n, UNKNOWN);
    }
    for (int pl = 0; pl < 2; pl++) {
        for (int p = 1; p < n; p++) {
            int r = dfs(pl, p);
            const char *w = r == WIN ? "Win" : r == LOSE ? "Lose" : "Loop";
            printf("%s%c", w, p + 1 < n ? ' ' : '\n');
        }
    }
}
