line = $stdin.gets || ""
puts line.count("0-9")
