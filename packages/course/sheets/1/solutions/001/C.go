package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	input, _ := io.ReadAll(os.Stdin)
	uppercase := 0
	for _, c := range input {
		if c >= 'A' && c <= 'Z' {
			uppercase++
		}
	}
	fmt.Println(uppercase)
}
