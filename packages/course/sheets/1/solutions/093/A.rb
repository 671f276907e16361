def parse_record(line)
  line.split.to_h { |token| token.split("=", 2) }
end

errors = $stdin.each_line.count do |line|
  status = parse_record(line)["status"]
  status && (500..599).cover?(status.to_i)
end
puts errors
