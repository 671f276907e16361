package main

import (
	"fmt"
	"io"
	"os"
	"sort"
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
	seen := make(map[string]bool)
	var users []string
	for _, line := range strings.Split(string(input), "\n") {
		if user, ok := parseRecord(line)["user"]; ok && !seen[user] {
			seen[user] = true
			users = append(users, user)
		}
	}
	if len(users) == 0 {
		fmt.Println("none")
		return
	}
	sort.Strings(users) // byte order: uppercase before lowercase
	fmt.Println(strings.Join(users, "\n"))
}
