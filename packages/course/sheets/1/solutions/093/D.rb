def parse_record(line)
  line.split.to_h { |token| token.split("=", 2) }
end

slowest = nil
$stdin.each_line do |line|
  record = parse_record(line)
  next unless record.key?("req") && record.key?("latency_ms")

  latency = record["latency_ms"].to_i
  slowest = [latency, record["req"]] if slowest.nil? || latency > slowest[0]
end
puts slowest ? slowest[1] : "none"
