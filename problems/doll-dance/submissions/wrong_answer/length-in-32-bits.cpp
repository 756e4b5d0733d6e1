// Right method, but keeps |V| in a 32-bit int: up to 10^18 it does not fit, and the cut value
// (its low 32 bits, read as signed) is a wrong exponent, even a negative one that the loop
// below treats as 0.
#include <cstdio>
#include <vector>
typedef long long ll;
static const ll P = 998244353;
static ll power(ll b, int e) {
    ll r = 1;
    b %= P;
    if (b < 0) b += P;
    while (e > 0) {
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
    ll read;
    ll m;
    if (scanf("%lld %lld", &read, &m) != 2) return 1;
    int length = (int)read;
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
    ll lost = 0;
    for (ll v : c) lost = (lost + power(v, length)) % P;
    lost = lost * power(size, P - 2) % P;
    printf("%lld\n", ((power(m, length) - lost) % P + P) % P);
}
