// Plays it as ordinary Nim, a win exactly when the nim-sum is non-zero, forgetting that taking
// the last stone loses: a single pile of one stone is a loss for the mover, not a win (README,
// Pitfalls; the second game of the sample).
#include <cstdio>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        int x = 0;
        for (int i = 0; i < n; i++) {
            int p;
            if (scanf("%d", &p) != 1) return 1;
            x ^= p;
        }
        puts(x ? "John" : "Brother");
    }
}
