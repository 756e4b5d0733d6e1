// Plays it as plain Nim: the XOR of the heap sizes. Splitting changes the values:
// 1 2 3 is a win (split 3 into 1 + 2), 4 1 2 a loss.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        std::scanf("%d", &n);
        unsigned long long x = 0;
        for (int i = 0; i < n; i++) {
            unsigned long long s;
            std::scanf("%llu", &s);
            x ^= s;
        }
        std::puts(x ? "Alice" : "Bob");
    }
}
