#include <ctype.h>
#include <stdio.h>

int main(void) {
    int sum = 0;
    int ch;
    while ((ch = getchar()) != EOF)
        if (isdigit(ch))
            sum += ch - '0';
    printf("%d\n", sum);
    return 0;
}
