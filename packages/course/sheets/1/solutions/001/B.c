#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>

int main(void) {
    int words = 0;
    bool inWord = false;
    int ch;
    while ((ch = getchar()) != EOF) {
        if (isspace(ch)) {
            inWord = false;
        } else if (!inWord) {
            inWord = true;
            words++;
        }
    }
    printf("%d\n", words);
    return 0;
}
