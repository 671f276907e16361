use std::collections::HashSet;
use std::io;

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).expect("read stdin");
    let line = line.strip_suffix('\n').unwrap_or(&line);
    let distinct: HashSet<char> = line.chars().collect();
    println!("{}", distinct.len());
}
