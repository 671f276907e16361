package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

func min3(a, b, c int) int {
	if b < a {
		a = b
	}
	if c < a {
		a = c
	}
	return a
}

func main() {
	input, _ := io.ReadAll(os.Stdin)
	tokens := strings.Fields(string(input))
	var rows, cols int
	var grid []string
	if len(tokens) >= 2 {
		rows, _ = strconv.Atoi(tokens[0])
		cols, _ = strconv.Atoi(tokens[1])
		grid = tokens[2 : 2+rows]
	}

	// side[i+1][j+1]: the largest free square whose bottom-right corner is (i, j);
	// exactly that many free squares end there.
	side := make([][]int, rows+1)
	for i := range side {
		side[i] = make([]int, cols+1)
	}
	total := 0
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			if grid[i][j] != '.' {
				continue
			}
			side[i+1][j+1] = 1 + min3(side[i][j+1], side[i+1][j], side[i][j])
			total += side[i+1][j+1]
		}
	}
	fmt.Println(total)
}
