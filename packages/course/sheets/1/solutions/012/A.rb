n = $stdin.read[/\d+/] || "0"
puts n.each_char.sum(&:to_i)
