package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
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
	errors := 0
	for _, line := range strings.Split(string(input), "\n") {
		status, ok := parseRecord(line)["status"]
		if !ok {
			continue
		}
		if code, err := strconv.Atoi(status); err == nil && code >= 500 && code <= 599 {
			errors++
		}
	}
	fmt.Println(errors)
}
