#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FIELDS 10000
#define MAX_COLUMNS 64

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
    if (getline(&line, &capacity, stdin) == -1)
        return 0;

    /* The header, without surrounding whitespace, is printed as it is and split into columns. */
    char *header = line + strspn(line, " \n");
    size_t length = strlen(header);
    while (length > 0 && (header[length - 1] == ' ' || header[length - 1] == '\n'))
        header[--length] = '\0';
    puts(header);
    char *keys = strdup(header);
    char *columns[MAX_COLUMNS];
    size_t column_count = 0;
    for (char *key = strtok(keys, ","); key && column_count < MAX_COLUMNS; key = strtok(NULL, ","))
        columns[column_count++] = key;

    while (getline(&line, &capacity, stdin) != -1) {
        if (line[strspn(line, " \n")] == '\0')
            continue; /* blank line */
        size_t count = parse_record(line, fields);
        for (size_t c = 0; c < column_count; c++) {
            const char *value = lookup(fields, count, columns[c]);
            printf("%s%s", c ? "," : "", value ? value : "");
        }
        putchar('\n');
    }
    free(keys);
    free(line);
    return 0;
}
