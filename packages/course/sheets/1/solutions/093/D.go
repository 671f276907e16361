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
	slowest, slowestLatency := "none", -1
	for _, line := range strings.Split(string(input), "\n") {
		record := parseRecord(line)
		req, hasReq := record["req"]
		latency, hasLatency := record["latency_ms"]
		if !hasReq || !hasLatency {
			continue
		}
		// Only a strictly larger latency replaces the winner: ties go to the first record.
		if ms, err := strconv.Atoi(latency); err == nil && ms > slowestLatency {
			slowest, slowestLatency = req, ms
		}
	}
	fmt.Println(slowest)
}
