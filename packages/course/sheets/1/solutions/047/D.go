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

	// side[i][j]: the largest uniform square whose bottom-right corner is (i, j).
	side := make([][]int, rows)
	best := 0
	for i := 0; i < rows; i++ {
		side[i] = make([]int, cols)
		for j := 0; j < cols; j++ {
			c := grid[i][j]
			side[i][j] = 1
			if i > 0 && j > 0 && grid[i-1][j] == c && grid[i][j-1] == c && grid[i-1][j-1] == c {
				side[i][j] += min3(side[i-1][j], side[i][j-1], side[i-1][j-1])
			}
			if side[i][j] > best {
				best = side[i][j]
			}
		}
	}
	fmt.Println(best)
}
