#include <stdio.h>

int main(void) {
    int length = 0;
    int ch;
    while ((ch = getchar()) != EOF && ch != '\n')
        length++;
    printf("%d\n", length);
    return 0;
}
