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
    let mut slowest: Option<(u64, &str)> = None;
    for line in input.lines() {
        let record = parse_record(line);
        if let (Some(&req), Some(latency)) = (record.get("req"), record.get("latency_ms")) {
            let ms: u64 = latency.parse().expect("an integer latency");
            // Only a strictly larger latency replaces the winner: ties go to the first record.
            if slowest.map_or(true, |(best, _)| ms > best) {
                slowest = Some((ms, req));
            }
        }
    }
    println!("{}", slowest.map_or("none", |(_, req)| req));
}
