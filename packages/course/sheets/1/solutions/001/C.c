#include <stdio.h>

int main(void) {
    int uppercase = 0;
    int ch;
    while ((ch = getchar()) != EOF)
        if (ch >= 'A' && ch <= 'Z')
            uppercase++;
    printf("%d\n", uppercase);
    return 0;
}
