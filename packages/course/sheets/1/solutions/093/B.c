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

static int compare_strings(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void) {
    static Field fields[MAX_FIELDS];
    char **users = NULL;
    size_t count = 0, capacity = 0;
    char *line = NULL;
    size_t line_capacity = 0;
    while (getline(&line, &line_capacity, stdin) != -1) {
        const char *user = lookup(fields, parse_record(line, fields), "user");
        if (!user)
            continue;
        if (count == capacity) {
            capacity = capacity ? 2 * capacity : 64;
            users = realloc(users, capacity * sizeof *users);
        }
        users[count++] = strdup(user);
    }
    free(line);

    /* strcmp orders by character code, uppercase before lowercase. */
    qsort(users, count, sizeof *users, compare_strings);
    for (size_t i = 0; i < count; i++)
        if (i == 0 || strcmp(users[i], users[i - 1]) != 0)
            puts(users[i]);
    if (count == 0)
        puts("none");

    for (size_t i = 0; i < count; i++)
        free(users[i]);
    free(users);
    return 0;
}
