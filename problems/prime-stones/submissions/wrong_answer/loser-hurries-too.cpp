// Takes the least remoteness over the options for a lost pile too, as if the loser also
// wanted the game over quickly. The loser drags the game out: 1 + the greatest remoteness of
// its options (README, Pitfalls); a min for both players undercounts the slow wins.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> piles(n);
    int top = 0;
    for (int& m : piles) {
        if (scanf("%d", &m) != 1) return 1;
        if (m > top) top = m;
    }
    std::vector<bool> composite(top + 1);
    std::vector<int> primes;
    for (int i = 2; i <= top; i++) {
        if (composite[i]) continue;
        primes.push_back(i);
        for (long long j = (long long)i * i; j <= top; j += i) composite[j] = true;
    }
    std::vector<int> r(top + 1, 0);
    std::vector<bool> won(top + 1, false);
    for (int x = 0; x <= top; x++) {
        int fastest = -1, quickest_loss = -1;
        for (int p : primes) {
            if (p > x) break;
            int y = x - p;
            if (!won[y]) {
                if (fastest < 0 || r[y] + 1 < fastest) fastest = r[y] + 1;
            } else if (quickest_loss < 0 || r[y] + 1 < quickest_loss) {
                quickest_loss = r[y] + 1;
            }
        }
        won[x] = fastest >= 0;
        r[x] = won[x] ? fastest : (quickest_loss < 0 ? 0 : quickest_loss);
    }
    for (int m : piles) printf("%d\n", won[m] ? r[m] : -1);
}
