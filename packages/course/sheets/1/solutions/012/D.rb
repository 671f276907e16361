n = $stdin.read[/\d+/] || "0"
puts n.to_i % 7
