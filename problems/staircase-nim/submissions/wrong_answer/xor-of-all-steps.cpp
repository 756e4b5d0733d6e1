// Plays it as plain Nim, XOR over every step: wrong, the stones of even steps can always be
// pushed on by the opponent and change nothing. The sample 2 1 3 XORs to 0 here, yet the odd
// steps 2 XOR 3 = 1 make it a first-player win.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long x = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        if (scanf("%lld", &a) != 1) return 1;
        x ^= a;
    }
    puts(x ? "Yes" : "No");
}
