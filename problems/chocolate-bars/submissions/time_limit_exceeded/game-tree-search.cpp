// Plays the whole game by its definition, box and table, every move, without a memo: a
// position is won when some move leads to a lost one. Right, and exponential: three bars of
// 10 to 15 already take far too long. The recursion is only as deep as the number of moves
// left, at most the number of bars plus their total length on the small tests it finishes.
#include <cstdio>
#include <vector>
static std::vector<long long> boxed, table;
static bool wins() {
    // Eat from a bar on the table.
    for (size_t i = 0; i < table.size(); i++) {
        long long l = table[i];
        for (long long rest = 0; rest < l; rest++) {
            table[i] = rest;
            bool other = wins();
            table[i] = l;
            if (!other) return true;
        }
    }
    // Take a non-empty set of bars out of the box.
    size_t b = boxed.size();
    for (unsigned mask = 1; mask < (1u << b); mask++) {
        std::vector<long long> kept, saved_box = boxed;
        size_t before = table.size();
        for (size_t i = 0; i < b; i++) {
            if (mask >> i & 1) table.push_back(boxed[i]);
            else kept.push_back(boxed[i]);
        }
        boxed = kept;
        bool other = wins();
        boxed = saved_box;
        table.resize(before);
        if (!other) return true;
    }
    return false;
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        boxed.assign(n, 0);
        table.clear();
        for (auto &l : boxed)
            if (scanf("%lld", &l) != 1) return 1;
        puts(wins() ? "NO" : "YES");
    }
}
