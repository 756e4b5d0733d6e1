// Decides by the parity of the total number of stones, as if every move took one stone: right
// for piles of one stone, wrong for `1 2 3` and for two equal piles of even... and odd sizes.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        long long p;
        if (scanf("%lld", &p) != 1) return 1;
        total += p;
    }
    puts(total % 2 ? "Yes" : "No");
}
