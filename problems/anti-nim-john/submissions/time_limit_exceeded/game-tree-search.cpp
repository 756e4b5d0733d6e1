// Plays the whole misère game by its definition, every move of every pile, without a memo: a
// position is won when some move leads to a lost one, and the position after the last stone is
// won for the player to move. Right, and exponential: 49 single stones alone take about 49!!
// positions. The recursion is only as deep as the number of stones left, and holds no table.
#include <cstdio>
#include <vector>
static std::vector<int> piles;
static bool wins(int stones) {
    if (stones == 0) return true;
    for (size_t i = 0; i < piles.size(); i++) {
        int p = piles[i];
        for (int k = 1; k <= p; k++) {
            piles[i] = p - k;
            bool other = wins(stones - k);
            piles[i] = p;
            if (!other) return true;
        }
    }
    return false;
}
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        piles.assign(n, 0);
        int stones = 0;
        for (int i = 0; i < n; i++) {
            if (scanf("%d", &piles[i]) != 1) return 1;
            stones += piles[i];
        }
        puts(wins(stones) ? "John" : "Brother");
    }
}
