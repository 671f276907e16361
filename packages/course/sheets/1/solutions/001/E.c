#include <stdbool.h>
#include <stdio.h>

int main(void) {
    bool seen[256] = {false};
    int distinct = 0;
    int ch;
    while ((ch = getchar()) != EOF && ch != '\n') {
        if (!seen[ch]) {
            seen[ch] = true;
            distinct++;
        }
    }
    printf("%d\n", distinct);
    return 0;
}
