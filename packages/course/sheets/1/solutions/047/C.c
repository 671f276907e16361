#include <stdio.h>

#define MAX_SIDE 100

int main(void) {
    static char grid[MAX_SIDE][MAX_SIDE + 1];
    int rows = 0, cols = 0;
    if (scanf("%d %d", &rows, &cols) != 2)
        rows = cols = 0;
    for (int i = 0; i < rows; i++)
        scanf("%100s", grid[i]);

    /* height[j]: free cells stacked above and including the current row in column j;
       height[cols] stays 0 so that it empties the stack at the end of each row. */
    int height[MAX_SIDE + 1] = {0};
    int stack[MAX_SIDE + 1];
    int best = 0;
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++)
            height[j] = grid[i][j] == '.' ? height[j] + 1 : 0;

        /* Largest rectangle in the histogram: the stack holds columns of increasing height. */
        int top = 0;
        for (int j = 0; j <= cols; j++) {
            while (top > 0 && height[stack[top - 1]] >= height[j]) {
                int h = height[stack[--top]];
                int left = top > 0 ? stack[top - 1] + 1 : 0;
                if (h * (j - left) > best)
                    best = h * (j - left);
            }
            stack[top++] = j;
        }
    }
    printf("%d\n", best);
    return 0;
}
