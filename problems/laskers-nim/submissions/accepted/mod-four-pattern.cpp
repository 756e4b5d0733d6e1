// Lasker's Nim: a heap of s is worth s, except that 4k+3 and 4k+4 swap values. Alice wins
// iff the XOR of the values is non-zero. The value of 2^31 - 1 is 2^31: 64-bit values.
#include <cstdio>

static unsigned long long read_number() {
    int c = getchar();
    while (c < '0' || c > '9') c = getchar();
    unsigned long long x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = getchar();
    }
    return x;
}

static unsigned long long grundy(unsigned long long s) {
    if (s % 4 == 3) return s + 1;
    if (s % 4 == 0) return s - 1;
    return s;
}

int main() {
    int t = (int)read_number();
    while (t--) {
        int n = (int)read_number();
        unsigned long long x = 0;
        for (int i = 0; i < n; i++) x ^= grundy(read_number());
        std::puts(x ? "Alice" : "Bob");
    }
}
