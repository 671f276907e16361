use std::io;

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).expect("read stdin");
    let line = line.strip_suffix('\n').unwrap_or(&line);
    println!("{}", line.len());
}
