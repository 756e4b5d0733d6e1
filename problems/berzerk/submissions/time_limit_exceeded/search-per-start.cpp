// Answers each of the 2 (n - 1) questions on its own: collects the positions reachable from
// that start, then settles them backwards from the hole (retrograde analysis on that part of
// the game). Right, since a start's outcome depends only on what it can reach, and O(n^2 k):
// with full sets every start reaches every position, 10^8 moves per start.
#include <cstdio>
#include <vector>
static int n;
static std::vector<int> s[2];
// 0 unknown, 1 win, 2 lose.
static int outcome(int start_pl, int start_p, std::vector<int> &seen, std::vector<int> &state,
                   std::vector<int> &left, std::vector<int> &list, std::vector<int> &queue) {
    // Position pl * n + p.
    list.clear();
    list.push_back(start_pl * n + start_p);
    seen[start_pl * n + start_p] = 1;
    for (size_t i = 0; i < list.size(); i++) {
        int v = list[i], pl = v / n, p = v % n;
        if (p == 0) continue;
        for (int x : s[pl]) {
            int w = (1 - pl) * n + (p + x) % n;
            if (!seen[w]) {
                seen[w] = 1;
                list.push_back(w);
            }
        }
    }
    queue.clear();
    for (int v : list) {
        state[v] = 0;
        left[v] = (int)s[v / n].size();
        if (v % n == 0) {
            state[v] = 2;
            queue.push_back(v);
        }
    }
    for (size_t i = 0; i < queue.size(); i++) {
        int v = queue[i], pl = v / n, p = v % n, before = 1 - pl;
        for (int x : s[before]) {
            int u = before * n + (p - x + n) % n;
            if (!seen[u] || state[u]) continue;
            if (state[v] == 2) {
                state[u] = 1;
                queue.push_back(u);
            } else if (--left[u] == 0) {
                state[u] = 2;
                queue.push_back(u);
            }
        }
    }
    int result = state[start_pl * n + start_p];
    for (int v : list) seen[v] = 0;
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
    }
    std::vector<int> seen(2 * n), state(2 * n), left(2 * n), list, queue;
    for (int pl = 0; pl < 2; pl++) {
        for (int p = 1; p < n; p++) {
            int r = outcome(pl, p, seen, state, left, list, queue);
            const char *w = r == 1 ? "Win" : r == 2 ? "Lose" : "Loop";
            printf("%s%c", w, p + 1 < n ? ' ' : '\n');
        }
    }
}
