// The interval recurrence of the README, right, but the partner of a pile X is found by
// walking the lost pairs up from 1 (skipping near on one side and far on the other) until X
// is reached: O(X) per step instead of O(1), hopeless with piles of 10^9 stones.
#include <cstdio>
#include <vector>
typedef unsigned long long u64;
static u64 partner(u64 near, u64 far, u64 x) {
    if (x == far) return 0;
    u64 a = 0, b = 0;  // the latest pair (a, b): a skips near, b skips far
    while (b != x) {
        do a++; while (a == near);
        do b++; while (b == far);
    }
    return a;
}
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        std::vector<u64> p(n), left(n), right(n);
        for (auto &v : p)
            if (scanf("%llu", &v) != 1) return 1;
        for (int i = n - 1; i >= 0; i--) {
            left[i] = right[i] = p[i];
            for (int j = i + 1; j < n; j++) {
                u64 r = partner(right[j], left[j], p[i]);
                left[j] = partner(left[j - 1], right[j - 1], p[j]);
                right[j] = r;
            }
        }
        puts(left[n - 1] ? "1" : "0");
    }
}
