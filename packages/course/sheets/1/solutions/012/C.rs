use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut n = input.trim().to_string();
    let mut steps = 0;
    while n.len() > 1 {
        let sum: u32 = n.bytes().map(|d| u32::from(d - b'0')).sum();
        n = sum.to_string();
        steps += 1;
    }
    println!("{}", steps);
}
