// Right transform, but takes every power with the exponent |V| reduced modulo p - 1 (Fermat).
// That is only sound for a base that is not 0 modulo p: a transformed value can be 0, and when
// |V| is a multiple of p - 1 the reduced exponent is 0, so 0^|V| = 0 becomes 0^0 = 1.
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
static ll grundy(ll x) {
    ll h = 1;
    while (h * 2 <= x) h *= 2;
    return x - h + 1;
}
int main() {
    ull length;
    ll m;
    if (scanf("%llu %lld", &length, &m) != 2) return 1;
    ll largest = 0;
    for (ll x = 1; x <= m; x++)
        if (grundy(x) > largest) largest = grundy(x);
    ll size = 1;
    while (size <= largest) size *= 2;
    std::vector<ll> c(size, 0);
    for (ll x = 1; x <= m; x++) c[grundy(x)]++;
    for (ll h = 1; h < size; h *= 2)
        for (ll i = 0; i < size; i += 2 * h)
            for (ll k = i; k < i + h; k++) {
                ll a = c[k], b = c[k + h];
                c[k] = a + b;
                c[k + h] = a - b;
            }
    ull e = length % (ull)(P - 1);
    ll lost = 0;
    for (ll v : c) lost = (lost + power(v, e)) % P;
    lost = lost * power(size, P - 2) % P;
    printf("%lld\n", ((power(m, e) - lost) % P + P) % P);
}
