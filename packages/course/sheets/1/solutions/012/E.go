package main

import (
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"
)

// digitProduct returns the product of the decimal digits of n.
func digitProduct(n string) string {
	product := big.NewInt(1)
	digit := new(big.Int)
	for _, d := range n {
		product.Mul(product, digit.SetInt64(int64(d-'0')))
	}
	return product.String()
}

func main() {
	input, _ := io.ReadAll(os.Stdin)
	n := strings.TrimSpace(string(input))
	steps := 0
	for ; len(n) > 1; steps++ {
		n = digitProduct(n)
	}
	fmt.Println(steps)
}
