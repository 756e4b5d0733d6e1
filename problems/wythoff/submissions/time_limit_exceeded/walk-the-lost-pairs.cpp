// Walks the lost pairs (a_k, a_k + k) from k = 0 until a_k passes the smaller pile, instead of
// going straight to k = b - a: exact, but up to 4 * 10^8 steps per line.
#include <cstdio>

typedef unsigned long long u64;

static u64 isqrt(u64 n) {
    u64 r = 0;
    for (u64 bit = 1ULL << 31; bit; bit >>= 1)
        if ((r | bit) * (r | bit) <= n) r |= bit;
    return r;
}

int main() {
    long long a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { long long t = a; a = b; b = t; }
        bool lost = false;
        for (u64 k = 0;; k++) {
            u64 ak = (k + isqrt(5 * k * k)) / 2;
            if (ak > (u64)a) break;
            if (ak == (u64)a && ak + k == (u64)b) { lost = true; break; }
        }
        std::puts(lost ? "0" : "1");
    }
}
