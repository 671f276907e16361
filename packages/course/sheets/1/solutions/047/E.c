#include <stdio.h>

#define MAX_SIDE 100

static int min3(int a, int b, int c) {
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int main(void) {
    static char grid[MAX_SIDE][MAX_SIDE + 1];
    /* side[i + 1][j + 1]: the largest free square whose bottom-right corner is (i, j);
       a K by K free block ends there exactly when it is at least K. */
    static int side[MAX_SIDE + 1][MAX_SIDE + 1];
    int rows = 0, cols = 0, k = 1;
    if (scanf("%d %d %d", &rows, &cols, &k) != 3)
        rows = cols = 0;
    for (int i = 0; i < rows; i++)
        scanf("%100s", grid[i]);

    int blocks = 0;
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            if (grid[i][j] != '.')
                continue;
            side[i + 1][j + 1] = 1 + min3(side[i][j + 1], side[i + 1][j], side[i][j]);
            if (side[i + 1][j + 1] >= k)
                blocks++;
        }
    }
    printf("%d\n", blocks);
    return 0;
}
