use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let remainder = input
        .trim()
        .bytes()
        .fold(0, |r, d| (r * 10 + u32::from(d - b'0')) % 7);
    println!("{}", remainder);
}
