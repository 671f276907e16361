use std::collections::HashMap;
use std::io::{self, Read};

/// The key=value tokens of a record line, split at their first =; a repeated key keeps its last value.
fn parse_record(line: &str) -> HashMap<&str, &str> {
    line.split_whitespace()
        .filter_map(|token| token.split_once('='))
        .collect()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let mut lines = input.lines();
    let key = lines.next().unwrap_or("").trim();
    let values: Vec<&str> = lines
        .filter_map(|line| parse_record(line).get(key).copied())
        .collect();
    if values.is_empty() {
        println!("none");
    } else {
        println!("{}", values.join("\n"));
    }
}
