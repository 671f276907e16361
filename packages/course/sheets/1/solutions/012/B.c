#include <ctype.h>
#include <stdio.h>

static int digit_sum(int n) {
    int sum = 0;
    for (; n > 0; n /= 10)
        sum += n % 10;
    return sum;
}

int main(void) {
    int root = 0;
    int ch;
    while ((ch = getchar()) != EOF)
        if (isdigit(ch))
            root += ch - '0';
    while (root >= 10)
        root = digit_sum(root);
    printf("%d\n", root);
    return 0;
}
