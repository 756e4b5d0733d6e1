// Each heap's Grundy value by the definition, mex over the heaps one move away, recomputed by
// recursion without a table: right, and exponential in the heap size. The recursion is at most
// one level per bead removed (10 000 deep), so it runs out of time, not of stack.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>
static std::vector<int> s;
static int grundy(int h) {
    std::vector<char> seen(s.size() + 2, 0);
    for (int a : s) {
        if (a > h) continue;
        int v = grundy(h - a);
        if (v <= (int)s.size()) seen[v] = 1;
    }
    int mex = 0;
    while (seen[mex]) mex++;
    return mex;
}
int main() {
    int k;
    while (scanf("%d", &k) == 1 && k != 0) {
        s.assign(k, 0);
        for (int &x : s) scanf("%d", &x);
        std::sort(s.begin(), s.end());
        s.erase(std::unique(s.begin(), s.end()), s.end());
        int m;
        scanf("%d", &m);
        std::string line;
        for (int i = 0; i < m; i++) {
            int l, sum = 0;
            scanf("%d", &l);
            for (int j = 0; j < l; j++) {
                int h;
                scanf("%d", &h);
                sum ^= grundy(h);
            }
            line += sum ? 'W' : 'L';
        }
        puts(line.c_str());
    }
}
