package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	input, _ := io.ReadAll(os.Stdin)
	digits := 0
	for _, c := range input {
		if c >= '0' && c <= '9' {
			digits++
		}
	}
	fmt.Println(digits)
}
