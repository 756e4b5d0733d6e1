// Builds the Grundy table by its definition (mex of every removal and every split) up to the
// largest heap of each test: right, but O(s^2) time and O(s) memory, and a table of 2^31
// entries does not fit in 32 MiB.
#include <cstdio>
#include <vector>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        std::scanf("%d", &n);
        std::vector<long long> heaps(n);
        long long largest = 0;
        for (auto &s : heaps) {
            std::scanf("%lld", &s);
            if (s > largest) largest = s;
        }
        std::vector<unsigned> g(largest + 1, 0);
        std::vector<char> seen;
        for (long long s = 1; s <= largest; s++) {
            seen.assign(2 * s + 2, 0);
            for (long long r = 0; r < s; r++) seen[g[r]] = 1;
            for (long long a = 1; a <= s / 2; a++) {
                unsigned v = g[a] ^ g[s - a];
                if (v < seen.size()) seen[v] = 1;
            }
            unsigned mex = 0;
            while (seen[mex]) mex++;
            g[s] = mex;
        }
        unsigned x = 0;
        for (long long s : heaps) x ^= g[s];
        std::puts(x ? "Alice" : "Bob");
    }
}
