n = $stdin.read[/\d+/] || "0"
n = n.each_char.sum(&:to_i).to_s while n.size > 1
puts n
