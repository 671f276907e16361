#include <ctype.h>
#include <stdio.h>

static int digit_sum(int n) {
    int sum = 0;
    for (; n > 0; n /= 10)
        sum += n % 10;
    return sum;
}

int main(void) {
    int length = 0, sum = 0;
    int ch;
    while ((ch = getchar()) != EOF) {
        if (isdigit(ch)) {
            length++;
            sum += ch - '0';
        }
    }
    int steps = 0;
    if (length > 1) {
        /* The first step works on the digits as read; the sum is small enough for an int. */
        steps = 1;
        for (; sum >= 10; steps++)
            sum = digit_sum(sum);
    }
    printf("%d\n", steps);
    return 0;
}
