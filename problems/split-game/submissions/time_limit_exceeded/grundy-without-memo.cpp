// A bean's value by the definition, mex over every split into two smaller distances, recomputed
// by recursion without a table: right, and the calls multiply by about d² per level, so a
// distance of 20 never finishes. The recursion is at most 21 deep.
#include <cstdio>
#include <vector>
static int grundy(int d) {
    bool seen[128] = {};
    for (int a = 0; a < d; a++)
        for (int b = 0; b <= a; b++) seen[grundy(a) ^ grundy(b)] = true;
    int m = 0;
    while (seen[m]) m++;
    return m;
}
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        scanf("%d", &n);
        std::vector<int> p(n), v(n);
        int total = 0;
        for (int i = 0; i < n; i++) {
            scanf("%d", &p[i]);
            v[i] = grundy(n - 1 - i);
            if (p[i] % 2) total ^= v[i];
        }
        int fi = -1, fj = -1, fk = -1, count = 0;
        for (int i = 0; i < n; i++) {
            if (p[i] == 0) continue;
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++)
                    if ((total ^ v[i] ^ v[j] ^ v[k]) == 0) {
                        if (count++ == 0) fi = i, fj = j, fk = k;
                    }
        }
        printf("%d %d %d\n%d\n", fi, fj, fk, count);
    }
}
