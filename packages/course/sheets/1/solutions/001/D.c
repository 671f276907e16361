#include <ctype.h>
#include <stdio.h>

int main(void) {
    int digits = 0;
    int ch;
    while ((ch = getchar()) != EOF)
        if (isdigit(ch))
            digits++;
    printf("%d\n", digits);
    return 0;
}
