// Multiplies the 0-based coordinates x - 1 and y - 1 without carries (XOR of shifted copies)
// instead of nim-multiplying x and y: a lone light at (1, 1) gets 0 * 0 = 0, a loss, though the
// first player switches it off and wins.
#include <cstdio>

unsigned carryless(unsigned a, unsigned b) {
    unsigned product = 0;
    for (int i = 0; i < 16; i++)
        if (b >> i & 1) product ^= a << i;
    return product;
}

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        std::scanf("%d", &n);
        unsigned value = 0;
        for (int i = 0; i < n; i++) {
            unsigned x, y;
            std::scanf("%u %u", &x, &y);
            value ^= carryless(x - 1, y - 1);
        }
        std::puts(value ? "Have a try, lxhgww." : "Don't waste your time.");
    }
}
