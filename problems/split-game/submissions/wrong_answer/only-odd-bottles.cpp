// Looks for winning moves only from bottles with an odd count, since only those add to the
// total. A bean of an even bottle can still move, and that move changes the total (README,
// Pitfalls): in `1 2 3 4 5` the move (1, 3, 4) from the even bottle 1 also wins, so the count
// is 2, not 1.
#include <cstdio>
#include <vector>
int main() {
    int g[21];
    for (int d = 0; d < 21; d++) {
        std::vector<char> seen(128, 0);
        for (int a = 0; a < d; a++)
            for (int b = 0; b <= a; b++) seen[g[a] ^ g[b]] = 1;
        int m = 0;
        while (seen[m]) m++;
        g[d] = m;
    }
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        scanf("%d", &n);
        std::vector<int> p(n), v(n);
        int total = 0;
        for (int i = 0; i < n; i++) {
            scanf("%d", &p[i]);
            v[i] = g[n - 1 - i];
            if (p[i] % 2) total ^= v[i];
        }
        int fi = -1, fj = -1, fk = -1, count = 0;
        for (int i = 0; i < n; i++) {
            if (p[i] % 2 == 0) continue;
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++)
                    if ((total ^ v[i] ^ v[j] ^ v[k]) == 0) {
                        if (count++ == 0) fi = i, fj = j, fk = k;
                    }
        }
        printf("%d %d %d\n%d\n", fi, fj, fk, count);
    }
}
