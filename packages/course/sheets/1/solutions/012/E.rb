n = $stdin.read[/\d+/] || "0"
steps = 0
while n.size > 1
  n = n.each_char.map(&:to_i).reduce(:*).to_s
  steps += 1
end
puts steps
