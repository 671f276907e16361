use std::collections::HashMap;
use std::io::{self, Read, Write};

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
    let columns: Vec<&str> = lines.next().unwrap_or("").trim().split(',').collect();

    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", columns.join(",")).expect("write stdout");
    for line in lines.filter(|line| !line.trim().is_empty()) {
        let record = parse_record(line);
        let fields: Vec<&str> = columns
            .iter()
            .map(|key| record.get(key).copied().unwrap_or(""))
            .collect();
        writeln!(out, "{}", fields.join(",")).expect("write stdout");
    }
}
