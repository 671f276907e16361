use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut tokens = input.split_whitespace();
    let mut number = || tokens.next().map_or(0, |t| t.parse::<usize>().expect("a size"));
    let (rows, cols) = (number(), number());
    let grid: Vec<&[u8]> = tokens.take(rows).map(str::as_bytes).collect();

    // side[i][j]: the largest uniform square whose bottom-right corner is (i, j).
    let mut side = vec![vec![1; cols]; rows];
    let mut best = 0;
    for i in 0..rows {
        for j in 0..cols {
            let c = grid[i][j];
            if i > 0 && j > 0 && grid[i - 1][j] == c && grid[i][j - 1] == c && grid[i - 1][j - 1] == c {
                side[i][j] = 1 + side[i - 1][j - 1].min(side[i - 1][j]).min(side[i][j - 1]);
            }
            best = best.max(side[i][j]);
        }
    }
    println!("{}", best);
}
