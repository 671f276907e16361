package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	input, _ := io.ReadAll(os.Stdin)
	line, _, _ := strings.Cut(string(input), "\n")
	seen := make(map[rune]bool)
	for _, c := range line {
		seen[c] = true
	}
	fmt.Println(len(seen))
}
