// Plays the whole row by the definition: the mover wins when some move leaves a lost row. No
// memo and no coin-turning theorem: right (every move turns its largest coin from active to
// inactive, so play ends), and exponential in the number of active coins.
#include <cstdio>
#include <vector>
static int n, Q;
static std::vector<char> active;
static bool mover_wins() {
    for (int x = n; x >= 1; x--) {
        if (!active[x]) continue;
        for (int b = 2; b <= 3; b++) {
            for (long long step = b; x % step == 0; step *= b) {
                active[x] = 0;
                int y = x, flipped = 0;
                bool wins = false;
                while (flipped < Q && y % step == 0) {
                    y /= step;
                    active[y] ^= 1;
                    flipped++;
                    if (!mover_wins()) {
                        wins = true;
                        break;
                    }
                }
                for (int k = 0, z = x; k < flipped; k++) z /= step, active[z] ^= 1;
                active[x] = 1;
                if (wins) return true;
            }
        }
    }
    return false;
}
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        if (scanf("%d %d", &n, &Q) != 2) return 1;
        active.assign(n + 1, 0);
        for (int i = 1; i <= n; i++) {
            int s;
            if (scanf("%d", &s) != 1) return 1;
            active[i] = s == 0;
        }
        puts(mover_wins() ? "win" : "lose");
    }
}
