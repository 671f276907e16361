package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	input, _ := io.ReadAll(os.Stdin)
	fmt.Println(len(strings.Fields(string(input))))
}
