package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

func main() {
	input, _ := io.ReadAll(os.Stdin)
	n := strings.TrimSpace(string(input))
	steps := 0
	for ; len(n) > 1; steps++ {
		sum := 0
		for _, d := range n {
			sum += int(d - '0')
		}
		n = strconv.Itoa(sum)
	}
	fmt.Println(steps)
}
