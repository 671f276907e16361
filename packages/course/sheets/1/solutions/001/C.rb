line = $stdin.gets || ""
puts line.count("A-Z")
