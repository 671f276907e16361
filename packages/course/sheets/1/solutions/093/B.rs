use std::collections::{BTreeSet, HashMap};
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
    // Strings order by byte value: uppercase before lowercase.
    let users: BTreeSet<&str> = input
        .lines()
        .filter_map(|line| parse_record(line).get("user").copied())
        .collect();
    if users.is_empty() {
        println!("none");
    }
    for user in users {
        println!("{}", user);
    }
}
