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
    int errors = 0;
    while (getline(&line, &capacity, stdin) != -1) {
        const char *status = lookup(fields, parse_record(line, fields), "status");
        if (!status)
            continue;
        char *end;
        long code = strtol(status, &end, 10);
        if (*status && !*end && code >= 500 && code <= 599)
            errors++;
    }
    free(line);
    printf("%d\n", errors);
    return 0;
}
