package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	input, _ := io.ReadAll(os.Stdin)
	root := 0
	for _, d := range strings.TrimSpace(string(input)) {
		root += int(d - '0')
	}
	for root >= 10 {
		sum := 0
		for r := root; r > 0; r /= 10 {
			sum += r % 10
		}
		root = sum
	}
	fmt.Println(root)
}
