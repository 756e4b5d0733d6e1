// Exact: floor(k * phi) = (k + isqrt(5 k^2)) / 2, the square root corrected in integers.
#include <cmath>
#include <cstdio>

typedef unsigned long long u64;

static u64 isqrt(u64 n) {
    u64 r = (u64)std::sqrt((double)n);
    while (r * r > n) r--;
    while ((r + 1) * (r + 1) <= n) r++;
    return r;
}

int main() {
    long long a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { long long t = a; a = b; b = t; }
        u64 k = (u64)(b - a);
        u64 golden = (k + isqrt(5 * k * k)) / 2;
        std::puts((u64)a == golden ? "0" : "1");
    }
}
