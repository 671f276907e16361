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
	fmt.Println(len(line))
}
