// Builds each heap's Grundy value by mex over the amounts, but stops at the first amount larger
// than the heap as if S were sorted. S comes in any order (README, Pitfalls): with S = {3, 3, 1}
// the heap 1 never sees the move 1, so its value is 0 instead of 1, and heap 4 comes out won.
#include <cstdio>
#include <string>
#include <vector>
int main() {
    int k;
    while (scanf("%d", &k) == 1 && k != 0) {
        std::vector<int> s(k);
        for (int &x : s) scanf("%d", &x);
        int m;
        scanf("%d", &m);
        std::vector<std::vector<int>> positions(m);
        int largest = 0;
        for (auto &p : positions) {
            int l;
            scanf("%d", &l);
            p.resize(l);
            for (int &h : p) {
                scanf("%d", &h);
                if (h > largest) largest = h;
            }
        }
        std::vector<int> g(largest + 1, 0);
        std::vector<int> seen(k + 2, -1);
        for (int x = 0; x <= largest; x++) {
            for (int a : s) {
                if (a > x) break;
                int v = g[x - a];
                if (v <= k) seen[v] = x;
            }
            int mex = 0;
            while (seen[mex] == x) mex++;
            g[x] = mex;
        }
        std::string line;
        for (auto &p : positions) {
            int sum = 0;
            for (int h : p) sum ^= g[h];
            line += sum ? 'W' : 'L';
        }
        puts(line.c_str());
    }
}
