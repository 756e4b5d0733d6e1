// Plays it as Nim: the XOR of the pile sizes. A split is not a removal, and a pile's value is
// not its size (g(4) = 7, not 4), so `1 2 3 4` (XOR of values 0, lost) comes out won.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int x = 0;
    for (int i = 0; i < n; i++) {
        int a;
        if (scanf("%d", &a) != 1) return 1;
        x ^= a;
    }
    puts(x ? "Yes" : "No");
}
