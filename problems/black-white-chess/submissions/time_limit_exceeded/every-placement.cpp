// Lists every placement of the k pieces and judges its gaps by Moore's condition (in each
// binary digit, the number of gaps with a 1 is a multiple of d + 1): right, and C(n, k)
// placements, beyond any limit at n = 10 000, k = 100.
#include <cstdio>
#include <vector>
int main() {
    int n, k, d;
    if (scanf("%d %d %d", &n, &k, &d) != 3) return 1;
    std::vector<int> cell(k);
    for (int i = 0; i < k; i++) cell[i] = i;
    unsigned long long wins = 0;
    while (true) {
        bool losing = true;
        for (int bit = 0; bit < 15 && losing; bit++) {
            int count = 0;
            for (int i = 0; i < k; i += 2) count += (cell[i + 1] - cell[i] - 1) >> bit & 1;
            losing = count % (d + 1) == 0;
        }
        if (!losing) wins++;
        int i = k - 1;
        while (i >= 0 && cell[i] == n - k + i) i--;
        if (i < 0) break;
        cell[i]++;
        for (int j = i + 1; j < k; j++) cell[j] = cell[j - 1] + 1;
    }
    printf("%llu\n", wins % 1000000007ULL);
}
