#include <stdio.h>

#define MAX_SIDE 100

static int min3(int a, int b, int c) {
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int main(void) {
    static char grid[MAX_SIDE][MAX_SIDE + 1];
    /* side[i + 1][j + 1]: the largest free square whose bottom-right corner is (i, j). */
    static int side[MAX_SIDE + 1][MAX_SIDE + 1];
    int rows = 0, cols = 0;
    if (scanf("%d %d", &rows, &cols) != 2)
        rows = cols = 0;
    for (int i = 0; i < rows; i++)
        scanf("%100s", grid[i]);

    int best = 0;
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            if (grid[i][j] != '.')
                continue;
            side[i + 1][j + 1] = 1 + min3(side[i][j + 1], side[i + 1][j], side[i][j]);
            if (side[i + 1][j + 1] > best)
                best = side[i + 1][j + 1];
        }
    }
    printf("%d\n", best);
    return 0;
}
