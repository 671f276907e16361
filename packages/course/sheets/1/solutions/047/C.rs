use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_whitespace();
    let mut number = || tokens.next().map_or(0, |t| t.parse::<usize>().expect("a size"));
    let (rows, cols) = (number(), number());
    let grid: Vec<&[u8]> = tokens.take(rows).map(str::as_bytes).collect();

    // height[j]: free cells stacked up to the current row in column j; height[cols] stays 0
    // so that it empties the stack at the end of each row.
    let mut height = vec![0; cols + 1];
    let mut best = 0;
    for row in &grid {
        for j in 0..cols {
            height[j] = if row[j] == b'.' { height[j] + 1 } else { 0 };
        }

        // Largest rectangle in the histogram: the stack holds columns of increasing height.
        let mut stack: Vec<usize> = Vec::new();
        for j in 0..=cols {
            while let Some(&top) = stack.last() {
                if height[top] < height[j] {
                    break;
                }
                stack.pop();
                let left = stack.last().map_or(0, |&l| l + 1);
                best = best.max(height[top] * (j - left));
            }
            stack.push(j);
        }
    }
    println!("{}", best);
}
