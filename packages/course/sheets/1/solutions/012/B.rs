use std::io::{self, Read};

fn digit_sum(digits: &str) -> u32 {
    digits.bytes().map(|d| u32::from(d - b'0')).sum()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut root = digit_sum(input.trim());
    while root >= 10 {
        root = digit_sum(&root.to_string());
    }
    println!("{}", root);
}
