package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	input, _ := io.ReadAll(os.Stdin)
	sum := 0
	for _, d := range strings.TrimSpace(string(input)) {
		sum += int(d - '0')
	}
	fmt.Println(sum)
}
