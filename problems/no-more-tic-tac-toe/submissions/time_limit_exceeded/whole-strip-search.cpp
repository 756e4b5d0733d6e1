// Plays the whole strip by the definition, every legal letter in every empty cell, without a
// memo: right (the recursion is one level per empty cell, at most 100 deep), and exponential
// in the number of empty cells.
#include <cstdio>
#include <cstring>
static const char LETTERS[2] = {'X', 'O'};
static char s[128];
static int n;
static bool mover_wins() {
    for (int i = 0; i < n; i++) {
        if (s[i] != '.') continue;
        for (char letter : LETTERS) {
            if ((i > 0 && s[i - 1] == letter) || (i + 1 < n && s[i + 1] == letter)) continue;
            s[i] = letter;
            bool wins = !mover_wins();
            s[i] = '.';
            if (wins) return true;
        }
    }
    return false;
}
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int c = 1; c <= t; c++) {
        if (scanf("%127s", s) != 1) return 1;
        n = strlen(s);
        int marked = 0;
        for (int i = 0; i < n; i++) marked += s[i] != '.';
        bool alice_to_move = marked % 2 == 0;
        printf("Case %d: %s\n", c, mover_wins() == alice_to_move ? "Yes" : "No");
    }
}
