// Every-SG: MM wins exactly when the largest step over the games is odd. The step of (a, b),
// a >= b > 0, by a Euclid-like recurrence: with t the step of (b, a mod b),
//   a mod b == 0      -> 1 (empty the pile at once);
//   a < 2b            -> t + 1 (the only move is to (b, a - b), the reduced game);
//   otherwise         -> t + 2 if t is odd (move to (a mod b + b, b), whose only move gives
//                        the opponent the reduced game), else t + 1 (move to the reduced game).
#include <cstdio>

int step(int a, int b) {
    if (a < b) { int t = a; a = b; b = t; }
    if (b == 0) return 0;
    if (a % b == 0) return 1;
    int t = step(b, a % b);
    if (a < 2 * b) return t + 1;
    return t % 2 == 1 ? t + 2 : t + 1;
}

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        int longest = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            std::scanf("%d %d", &p, &q);
            int s = step(p, q);
            if (s > longest) longest = s;
        }
        std::puts(longest % 2 == 1 ? "MM" : "GG");
    }
}
