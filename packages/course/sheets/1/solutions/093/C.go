package main

import (
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
	key := strings.TrimSpace(lines[0])
	var values []string
	for _, line := range lines[1:] {
		if value, ok := parseRecord(line)[key]; ok {
			values = append(values, value)
		}
	}
	if len(values) == 0 {
		fmt.Println("none")
		return
	}
	fmt.Println(strings.Join(values, "\n"))
}
