package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	input, _ := io.ReadAll(os.Stdin)
	remainder := 0
	for _, d := range strings.TrimSpace(string(input)) {
		remainder = (remainder*10 + int(d-'0')) % 7
	}
	fmt.Println(remainder)
}
