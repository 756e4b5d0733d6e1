// Decides the side and each move by searching the whole game tree (a state is every pile),
// without Grundy values and without a table: right, but exponential. Fifty piles of one stone
// with S = {1} already make 50 × 48 × 46 × … positions to visit. The depth of the search is at
// most the number of stones of one game, so it runs out of time, not of stack.
#include <cstdio>
#include <vector>
static std::vector<int> amounts, piles;
static bool wins() {
    for (size_t i = 0; i < piles.size(); i++)
        for (int a : amounts)
            if (a <= piles[i]) {
                piles[i] -= a;
                bool lost = !wins();
                piles[i] += a;
                if (lost) return true;
            }
    return false;
}
static bool read_ints(std::vector<int> &out) {
    int count;
    if (scanf("%d", &count) != 1) return false;
    out.assign(count, 0);
    for (auto &v : out)
        if (scanf("%d", &v) != 1) return false;
    return true;
}
int main() {
    int games;
    if (scanf("%d", &games) != 1) return 1;
    for (int game = 0; game < games; game++) {
        if (!read_ints(amounts) || !read_ints(piles)) return 1;
        bool mine = wins();
        puts(mine ? "First" : "Second");
        fflush(stdout);
        while (true) {
            if (mine) {
                bool moved = false;
                for (size_t i = 0; i < piles.size() && !moved; i++)
                    for (int a : amounts)
                        if (a <= piles[i]) {
                            piles[i] -= a;
                            if (!wins()) {
                                printf("%zu %d\n", i + 1, a);
                                fflush(stdout);
                                moved = true;
                                break;
                            }
                            piles[i] += a;
                        }
                if (!moved) {
                    puts("0 0");
                    fflush(stdout);
                    return 0;
                }
            }
            int i, a;
            if (scanf("%d %d", &i, &a) != 2) return 1;
            if (i == 0) break;
            if (i < 0) return 0;
            piles[i - 1] -= a;
            mine = true;
        }
    }
}
