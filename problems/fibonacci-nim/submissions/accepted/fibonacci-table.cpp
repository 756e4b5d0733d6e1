// The first player loses exactly when n is a Fibonacci number; the table in 64 bits.
#include <cstdio>

int main() {
    long long fib[64];
    int count = 2;
    fib[0] = 1;
    fib[1] = 2;
    while (fib[count - 1] < (1LL << 31)) {
        fib[count] = fib[count - 1] + fib[count - 2];
        count++;
    }
    long long n;
    while (std::scanf("%lld", &n) == 1 && n != 0) {
        bool fibonacci = false;
        for (int i = 0; i < count; i++) fibonacci |= fib[i] == n;
        std::puts(fibonacci ? "Second win" : "First win");
    }
}
