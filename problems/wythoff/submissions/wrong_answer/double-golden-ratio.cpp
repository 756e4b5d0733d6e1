// The usual formula in double precision: wrong where k * phi is within 1e-9 of an integer.
#include <cmath>
#include <cstdio>

int main() {
    long long a, b;
    const double phi = (1.0 + std::sqrt(5.0)) / 2.0;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { long long t = a; a = b; b = t; }
        long long k = b - a;
        std::puts((long long)(k * phi) == a ? "0" : "1");
    }
}
