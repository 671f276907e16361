package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

// parseRecord returns the key=value tokens of a record line, split at their first =;
// a repeated key keeps its last value.
func parseRecord(line string) map[string]string {
	record := make(map[string]string)
	for _, token := range strings.Fields(line) {
		if key, value, ok := strings.Cut(token, "="); ok {
			record[key] = value
		}
	}
	return record
}

func main() {
	input, _ := io.ReadAll(os.Stdin)
	lines := strings.Split(string(input), "\n")
	columns := strings.Split(strings.TrimSpace(lines[0]), ",")

	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, strings.Join(columns, ","))
	fields := make([]string, len(columns))
	for _, line := range lines[1:] {
		if strings.TrimSpace(line) == "" {
			continue
		}
		record := parseRecord(line)
		for i, key := range columns {
			fields[i] = record[key] // "" when the record lacks the key
		}
		fmt.Fprintln(out, strings.Join(fields, ","))
	}
}
