// Takes the losing piles to be the multiples of m instead of m + 1: from m stones the first
// player takes them all, so the period is m + 1 (README, Pitfalls; the sample's `4 3`).
#include <cstdio>
int main() {
    int c;
    if (scanf("%d", &c) != 1) return 1;
    while (c--) {
        int n, m;
        if (scanf("%d %d", &n, &m) != 2) return 1;
        puts(n % m ? "first" : "second");
    }
}
