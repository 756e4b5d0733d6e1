// Treats the gaps as plain Nim, lost exactly when their nim-sum is 0, whatever d: a move may
// shrink up to d gaps at once, so the game is Moore's Nim-d and a digit's count must be a
// multiple of d + 1, not of 2 (README, Pitfalls; the sample has d = 2).
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
            for (int c = 0; c <= pairs; c += 2) {
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
