// Decides the whole board by a memoised search of the real game: a position is won when some
// move leads to a lost one, and stored once known. The game is loopy (README, Pitfalls): a
// piece steps away and back, so the search comes back to a position still being searched and
// recurses without end: until the stack overflows, or, where the stack is unlimited (BAPCtools),
// until its time or the address space runs out.
#include <cstdio>
#include <map>
#include <vector>
struct Position {
    bool black;
    std::vector<std::pair<int, int>> rows;
    bool operator<(const Position& o) const { return black != o.black ? black < o.black : rows < o.rows; }
};
static int m;
static std::map<Position, bool> memo;
static bool wins(const Position& p) {
    auto it = memo.find(p);
    if (it != memo.end()) return it->second;
    bool won = false;
    for (size_t i = 0; i < p.rows.size() && !won; i++) {
        int at = p.black ? p.rows[i].first : p.rows[i].second;
        int other = p.black ? p.rows[i].second : p.rows[i].first;
        int low = at < other ? 1 : other + 1, high = at < other ? other - 1 : m;
        for (int c = low; c <= high && !won; c++) {
            if (c == at) continue;
            Position next = p;
            next.black = !p.black;
            (p.black ? next.rows[i].first : next.rows[i].second) = c;
            if (!wins(next)) won = true;
        }
    }
    memo[p] = won;
    return won;
}
int main() {
    int n;
    while (scanf("%d %d", &n, &m) == 2) {
        Position start{true, {}};
        for (int i = 0; i < n; i++) {
            int a, b;
            if (scanf("%d %d", &a, &b) != 2) return 1;
            start.rows.push_back({a, b});
        }
        memo.clear();
        puts(wins(start) ? "I WIN!" : "BAD LUCK!");
    }
}
