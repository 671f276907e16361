use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_whitespace();
    let mut number = || tokens.next().map_or(0, |t| t.parse::<usize>().expect("a size"));
    let (rows, cols) = (number(), number());
    let grid: Vec<&[u8]> = tokens.take(rows).map(str::as_bytes).collect();

    // side[i + 1][j + 1]: the largest free square whose bottom-right corner is (i, j).
    let mut side = vec![vec![0; cols + 1]; rows + 1];
    let mut best = 0;
    for i in 0..rows {
        for j in 0..cols {
            if grid[i][j] == b'.' {
                side[i + 1][j + 1] = 1 + side[i][j].min(side[i][j + 1]).min(side[i + 1][j]);
                best = best.max(side[i + 1][j + 1]);
            }
        }
    }
    println!("{}", best);
}
