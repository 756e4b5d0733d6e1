// Sizes the transform at the highest power of two in m, as if every Grundy value were below
// it. The value 2^j itself appears as soon as m >= 2^(j+1) - 1 (for m = 3 the values are
// 1, 1, 2 and need length 4), and a value at the size falls outside the transform: its
// numbers are left out of the count.
#include <cstdio>
#include <vector>
typedef long long ll;
typedef unsigned long long ull;
static const ll P = 998244353;
static ll power(ll b, ull e) {
    ll r = 1;
    b %= P;
    if (b < 0) b += P;
    while (e) {
        if (e & 1) r = r * b % P;
        b = b * b % P;
        e >>= 1;
    }
    return r;
}
int main() {
    ull length;
    ll m;
    if (scanf("%llu %lld", &length, &m) != 2) return 1;
    ll size = 1;
    while (size * 2 <= m) size *= 2;
    std::vector<ll> c(size, 0);
    for (ll x = 1; x <= m; x++) {
        ll h = 1;
        while (h * 2 <= x) h *= 2;
        ll g = x - h + 1;
        if (g < size) c[g]++;
    }
    for (ll h = 1; h < size; h *= 2)
        for (ll i = 0; i < size; i += 2 * h)
            for (ll k = i; k < i + h; k++) {
                ll a = c[k], b = c[k + h];
                c[k] = a + b;
                c[k + h] = a - b;
            }
    ll lost = 0;
    for (ll v : c) lost = (lost + power(v, length)) % P;
    lost = lost * power(size, P - 2) % P;
    printf("%lld\n", ((power(m, length) - lost) % P + P) % P);
}
