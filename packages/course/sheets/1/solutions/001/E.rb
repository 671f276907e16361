line = ($stdin.gets || "").chomp
puts line.chars.uniq.size
