// Plays the game by its definition, a minimax over every prime move, recomputing each pile's
// outcome every time it is met: right (the recursion is at most M / 2 deep), and exponential in
// M, so a few hundred stones are already out of reach.
#include <cstdio>
#include <vector>
static std::vector<int> primes;
// Remoteness of x; odd when the mover wins.
static int remoteness(int x) {
    int fastest = -1, longest = 0;
    for (int p : primes) {
        if (p > x) break;
        int r = remoteness(x - p);
        if (r % 2 == 0) {
            if (fastest < 0 || r + 1 < fastest) fastest = r + 1;
        } else if (r + 1 > longest) {
            longest = r + 1;
        }
    }
    return fastest >= 0 ? fastest : longest;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    for (int p = 2; p <= 20000; p++) {
        bool prime = true;
        for (int d = 2; d * d <= p; d++)
            if (p % d == 0) prime = false;
        if (prime) primes.push_back(p);
    }
    for (int i = 0; i < n; i++) {
        int m;
        if (scanf("%d", &m) != 1) return 1;
        int r = remoteness(m);
        printf("%d\n", r % 2 ? r : -1);
    }
}
