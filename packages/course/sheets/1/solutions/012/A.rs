use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let sum: u32 = input.trim().bytes().map(|d| u32::from(d - b'0')).sum();
    println!("{}", sum);
}
