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
	tokens := strings.Fields(string(input))
	var rows, cols int
	var grid []string
	if len(tokens) >= 2 {
		rows, _ = strconv.Atoi(tokens[0])
		cols, _ = strconv.Atoi(tokens[1])
		grid = tokens[2 : 2+rows]
	}

	// height[j]: free cells stacked up to the current row in column j; height[cols] stays 0
	// so that it empties the stack at the end of each row.
	height := make([]int, cols+1)
	best := 0
	for _, row := range grid {
		for j := 0; j < cols; j++ {
			if row[j] == '.' {
				height[j]++
			} else {
				height[j] = 0
			}
		}

		// Largest rectangle in the histogram: the stack holds columns of increasing height.
		var stack []int
		for j := 0; j <= cols; j++ {
			for len(stack) > 0 && height[stack[len(stack)-1]] >= height[j] {
				h := height[stack[len(stack)-1]]
				stack = stack[:len(stack)-1]
				left := 0
				if len(stack) > 0 {
					left = stack[len(stack)-1] + 1
				}
				if area := h * (j - left); area > best {
					best = area
				}
			}
			stack = append(stack, j)
		}
	}
	fmt.Println(best)
}
