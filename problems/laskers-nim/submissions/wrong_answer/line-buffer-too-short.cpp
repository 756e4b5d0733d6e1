// Wrong: reads the input a line at a time into a fixed buffer of 1 MiB. A test of 10^6 heaps
// (about 2 MB on one line) is cut where the buffer ends, and the heaps past it are lost. The
// values are right (g swaps 4k + 3 and 4k + 4, in 64 bits); only the reading is.
#include <cstdio>
#include <cstdlib>

static char line[1 << 20];

int main() {
    if (!std::fgets(line, sizeof line, stdin)) return 0;
    int tests = std::atoi(line);
    while (tests--) {
        if (!std::fgets(line, sizeof line, stdin)) return 0;
        long n = std::atol(line);
        if (!std::fgets(line, sizeof line, stdin)) return 0;
        unsigned long long x = 0;
        char* at = line;
        for (long i = 0; i < n; i++) {
            char* end;
            unsigned long long s = std::strtoull(at, &end, 10);
            if (end == at) break;
            at = end;
            x ^= s % 4 == 3 ? s + 1 : (s % 4 == 0 ? s - 1 : s);
        }
        std::puts(x ? "Alice" : "Bob");
    }
}
