// The count vector raised to the |V|-th XOR-convolution power by repeated squaring, each
// product by the definition of XOR convolution: right, but O(B^2 log |V|), about 10^13 steps
// for m = 10^6 (B = 2^19).
#include <cstdio>
#include <vector>
typedef long long ll;
typedef unsigned long long ull;
static const ll P = 998244353;
static std::vector<ll> convolve(const std::vector<ll>& a, const std::vector<ll>& b) {
    std::vector<ll> c(a.size(), 0);
    for (size_t i = 0; i < a.size(); i++) {
        if (a[i] == 0) continue;
        for (size_t j = 0; j < b.size(); j++) c[i ^ j] = (c[i ^ j] + a[i] * b[j]) % P;
    }
    return c;
}
int main() {
    ull length;
    ll m;
    if (scanf("%llu %lld", &length, &m) != 2) return 1;
    std::vector<ll> g(m + 1, 0);
    ll largest = 0;
    for (ll x = 1; x <= m; x++) {
        ll h = 1;
        while (h * 2 <= x) h *= 2;
        g[x] = x - h + 1;
        if (g[x] > largest) largest = g[x];
    }
    size_t size = 1;
    while ((ll)size <= largest) size *= 2;
    std::vector<ll> base(size, 0), result(size, 0);
    for (ll x = 1; x <= m; x++) base[g[x]]++;
    result[0] = 1;
    while (length) {
        if (length & 1) result = convolve(result, base);
        length >>= 1;
        if (length) base = convolve(base, base);
    }
    ll wins = 0;
    for (size_t v = 1; v < size; v++) wins = (wins + result[v]) % P;
    printf("%lld\n", wins);
}
