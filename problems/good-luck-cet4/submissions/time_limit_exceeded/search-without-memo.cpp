// Plays the game by its definition, a pile is won when some move leaves a lost pile, with no
// table: right, but each lost pile explores every move and the work grows exponentially in n
// (n = 999 is far out of reach). The recursion is at most n = 1000 calls deep.
#include <cstdio>
static bool wins(int n) {
    for (int p = 1; p <= n; p *= 2)
        if (!wins(n - p)) return true;
    return false;
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) puts(wins(n) ? "Kiki" : "Cici");
}
