// The Fermat-power recursion without the (a1 b1) F/2 term, as if F nim-times F were F, not
// 3F/2: then 4 nim-times 4 is 4 and "4 4" with "6 1" looks like a win; it is 6, and a loss.
#include <cstdio>

unsigned nimMul(unsigned a, unsigned b, int width) {
    if (a < 2 || b < 2) return a * b;
    int h = width / 2;
    unsigned mask = (1u << h) - 1;
    unsigned a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    unsigned high = nimMul(a1, b1, h);
    unsigned middle = high ^ nimMul(a1, b0, h) ^ nimMul(a0, b1, h);
    return (middle << h) | nimMul(a0, b0, h);
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
            value ^= nimMul(x, y, 16);
        }
        std::puts(value ? "Have a try, lxhgww." : "Don't waste your time.");
    }
}
