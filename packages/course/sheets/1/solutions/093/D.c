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
    char *slowest = NULL;
    long slowest_latency = -1;
    while (getline(&line, &capacity, stdin) != -1) {
        size_t count = parse_record(line, fields);
        const char *req = lookup(fields, count, "req");
        const char *latency = lookup(fields, count, "latency_ms");
        if (!req || !latency)
            continue;
        /* Only a strictly larger latency replaces the winner: ties go to the first record. */
        long ms = strtol(latency, NULL, 10);
        if (ms > slowest_latency) {
            free(slowest);
            slowest = strdup(req);
            slowest_latency = ms;
        }
    }
    puts(slowest ? slowest : "none");
    free(slowest);
    free(line);
    return 0;
}
