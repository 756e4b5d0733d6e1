// A published shortcut for the step of (a, b), a >= b: 1 if b divides a, else t + 2 if
// t = step(b, a mod b) is odd, else t + 1. It forgets that with b < a < 2b the only move is
// forced (step t + 1): for the single game (3, 2) it says MM; the truth is GG.
#include <algorithm>
#include <cstdio>

int step(int a, int b) {
    if (a < b) std::swap(a, b);
    if (b == 0) return 0;
    if (a % b == 0) return 1;
    int t = step(b, a % b);
    return t % 2 == 1 ? t + 2 : t + 1;
}

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        int longest = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            std::scanf("%d %d", &p, &q);
            longest = std::max(longest, step(p, q));
        }
        std::puts(longest % 2 == 1 ? "MM" : "GG");
    }
}
