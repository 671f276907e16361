line = ($stdin.gets || "").chomp
puts line.length
