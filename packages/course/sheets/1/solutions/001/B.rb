line = $stdin.gets || ""
puts line.split.size
