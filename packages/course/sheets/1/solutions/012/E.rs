use std::io::{self, Read};

/// The product of the decimal digits of `n` (no leading zeros), as a decimal string.
fn digit_product(n: &str) -> String {
    if n.contains('0') {
        return "0".to_string();
    }
    let mut product = vec![1u32]; // least significant digit first
    for d in n.bytes().map(|d| u32::from(d - b'0')) {
        let mut carry = 0;
        for p in product.iter_mut() {
            let v = *p * d + carry;
            *p = v % 10;
            carry = v / 10;
        }
        while carry > 0 {
            product.push(carry % 10);
            carry /= 10;
        }
    }
    product
        .iter()
        .rev()
        .map(|&d| char::from(b'0' + d as u8))
        .collect()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut n = input.trim().to_string();
    let mut steps = 0;
    while n.len() > 1 {
        n = digit_product(&n);
        steps += 1;
    }
    println!("{}", steps);
}
