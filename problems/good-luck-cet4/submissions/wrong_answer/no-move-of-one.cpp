// Takes the moves to be 2, 4, 8, ..., forgetting that 1 = 2^0 is a power of two: a single card
// can then not be taken, and n = 1 (a win for Kiki) is called a loss.
#include <cstdio>
int main() {
    static bool win[1001];
    win[0] = false;
    for (int n = 1; n <= 1000; n++) {
        win[n] = false;
        for (int p = 2; p <= n; p *= 2)
            if (!win[n - p]) win[n] = true;
    }
    int n;
    while (scanf("%d", &n) == 1) puts(win[n] ? "Kiki" : "Cici");
}
