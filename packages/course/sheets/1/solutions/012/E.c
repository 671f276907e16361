#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

/*
 * Replaces the number held in digits[0..len) (most significant first, as characters) by the
 * product of its digits and returns its new length. A product of len digits, each at most 9,
 * has at most len digits, so it is written back in place.
 */
static size_t digit_product(char *digits, size_t len) {
    unsigned char *product = malloc(len + 1); /* least significant digit first */
    size_t size = 1;
    product[0] = 1;
    for (size_t i = 0; i < len; i++) {
        int d = digits[i] - '0';
        if (d == 0) {
            size = 1;
            product[0] = 0;
            break;
        }
        int carry = 0;
        for (size_t j = 0; j < size; j++) {
            int v = product[j] * d + carry;
            product[j] = v % 10;
            carry = v / 10;
        }
        while (carry > 0) {
            product[size++] = carry % 10;
            carry /= 10;
        }
    }
    for (size_t j = 0; j < size; j++)
        digits[j] = (char)('0' + product[size - 1 - j]);
    free(product);
    return size;
}

int main(void) {
    size_t cap = 1024, len = 0;
    char *digits = malloc(cap);
    int ch;
    while ((ch = getchar()) != EOF) {
        if (!isdigit(ch))
            continue;
        if (len == cap)
            digits = realloc(digits, cap *= 2);
        digits[len++] = (char)ch;
    }
    int steps = 0;
    for (; len > 1; steps++)
        len = digit_product(digits, len);
    printf("%d\n", steps);
    free(digits);
    return 0;
}
