// Moore's Nim-d on the k/2 gaps inside the pairs, counted by the total of the gaps one binary
// digit at a time (in each digit the number of gaps with a 1 is a multiple of d + 1), each
// losing total spread over the k/2 + 1 spaces around the pairs; C(n, k) minus the losing
// placements, modulo 10^9 + 7.
#include <cstdio>
#include <vector>
typedef long long ll;
const ll P = 1000000007;
static ll power(ll b, ll e) {
    ll r = 1;
    b %= P;
    for (; e; e >>= 1, b = b * b % P)
        if (e & 1) r = r * b % P;
    return r;
}
int main() {
    int n, k, d;
    if (scanf("%d %d %d", &n, &k, &d) != 3) return 1;
    std::vector<ll> fact(n + 1), inv(n + 1);
    fact[0] = 1;
    for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i % P;
    inv[n] = power(fact[n], P - 2);
    for (int i = n; i > 0; i--) inv[i - 1] = inv[i] * i % P;
    auto choose = [&](int a, int b) -> ll {
        if (b < 0 || b > a) return 0;
        return fact[a] * inv[b] % P * inv[a - b] % P;
    };
    int pairs = k / 2, spare = n - k;
    std::vector<ll> ways(spare + 1, 0), next(spare + 1);
    ways[0] = 1;
    for (int bit = 0; (1 << bit) <= spare; bit++) {
        std::fill(next.begin(), next.end(), 0);
        for (int s = 0; s <= spare; s++) {
            if (!ways[s]) continue;
            for (int c = 0; c <= pairs; c += d + 1) {
                ll t = s + (ll)c * (1 << bit);
                if (t > spare) break;
                next[t] = (next[t] + ways[s] * choose(pairs, c)) % P;
            }
        }
        ways.swap(next);
    }
    ll lost = 0;
    for (int s = 0; s <= spare; s++) lost = (lost + ways[s] * choose(spare - s + pairs, pairs)) % P;
    printf("%lld\n", ((choose(n, k) - lost) % P + P) % P);
}
