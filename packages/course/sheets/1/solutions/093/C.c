#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FIELDS 10000

typedef struct {
    const char *key;
    const char *value;
} Field;

/* Splits a record line in place into its key=value fields (at the first =); returns how many. */
static size_t parse_record(char *line, Field *fields) {
    size_t count = 0;
    for (char *token = strtok(line, " \n"); token && count < MAX_FIELDS; token = strtok(NULL, " \n")) {
        char *eq = strchr(token, '=');
        if (!eq)
            continue;
        *eq = '\0';
        fields[count++] = (Field){token, eq + 1};
    }
    return count;
}

/* The value of key in the record, its last occurrence winning, or NULL if it has none. */
static const char *lookup(const Field *fields, size_t count, const char *key) {
    for (size_t i = count; i-- > 0;)
        if (strcmp(fields[i].key, key) == 0)
            return fields[i].value;
    return NULL;
}

int main(void) {
    static Field fields[MAX_FIELDS];
    char *line = NULL;
    size_t capacity = 0;
    if (getline(&line, &capacity, stdin) == -1) {
        puts("none");
        return 0;
    }
    const char *first = strtok(line, " \n");
    char *key = strdup(first ? first : "");

    bool found = false;
    while (getline(&line, &capacity, stdin) != -1) {
        const char *value = lookup(fields, parse_record(line, fields), key);
        if (value) {
            puts(value);
            found = true;
        }
    }
    if (!found)
        puts("none");
    free(key);
    free(line);
    return 0;
}
