def parse_record(line)
  line.split.to_h { |token| token.split("=", 2) }
end

header = ($stdin.gets || "").strip
columns = header.split(",")
puts header
$stdin.each_line do |line|
  next if line.strip.empty?

  record = parse_record(line)
  puts columns.map { |column| record.fetch(column, "") }.join(",")
end
