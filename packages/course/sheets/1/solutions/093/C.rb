def parse_record(line)
  line.split.to_h { |token| token.split("=", 2) }
end

key = ($stdin.gets || "").strip
values = $stdin.each_line.map { |line| parse_record(line) }
                .select { |record| record.key?(key) }
                .map { |record| record[key] }
puts values.empty? ? "none" : values
