#include <ctype.h>
#include <stdio.h>

int main(void) {
    int remainder = 0;
    int ch;
    while ((ch = getchar()) != EOF)
        if (isdigit(ch))
            remainder = (remainder * 10 + ch - '0') % 7;
    printf("%d\n", remainder);
    return 0;
}
