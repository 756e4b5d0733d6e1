// The remoteness of every pile up to the largest one, straight from its definition over all
// prime moves: a won pile is 1 + the least remoteness of its lost options, a lost pile 1 + the
// greatest remoteness of its options (0 with no move). O(M * pi(M)) once, about 2.3e7 steps.
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
        int fastest = -1, longest = 0;
        for (int p : primes) {
            if (p > x) break;
            int y = x - p;
            if (!won[y]) {
                if (fastest < 0 || r[y] + 1 < fastest) fastest = r[y] + 1;
            } else if (r[y] + 1 > longest) {
                longest = r[y] + 1;
            }
        }
        won[x] = fastest >= 0;
        r[x] = won[x] ? fastest : longest;
    }
    for (int m : piles) printf("%d\n", won[m] ? r[m] : -1);
}
