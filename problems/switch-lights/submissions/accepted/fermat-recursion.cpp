// A light at (x, y) is worth the nim product of x and y (Tartan theorem): the first player
// wins when the XOR of the lights' products is not 0. Nim products below 2^16 by the recursion
// on the Fermat 2-powers F = 2^(2^k) (F nim-times F = 3F/2), on a table of those below 256.
#include <cstdio>

static unsigned char table8[256][256];
static bool built = false;

// a, b < 2^width, width a power of two up to 16.
unsigned nimMul(unsigned a, unsigned b, int width) {
    if (a < 2 || b < 2) return a * b;
    if (width <= 8 && built) return table8[a][b];
    int h = width / 2;
    unsigned mask = (1u << h) - 1;
    unsigned a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    unsigned high = nimMul(a1, b1, h);
    unsigned low = nimMul(a0, b0, h);
    unsigned middle = nimMul(a1 ^ a0, b1 ^ b0, h) ^ low;
    return (middle << h) | (low ^ nimMul(high, 1u << (h - 1), h));
}

int main() {
    for (unsigned a = 0; a < 256; a++)
        for (unsigned b = 0; b < 256; b++) table8[a][b] = (unsigned char)nimMul(a, b, 8);
    built = true;
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
