require "set"

def parse_record(line)
  line.split.to_h { |token| token.split("=", 2) }
end

users = Set.new
$stdin.each_line do |line|
  record = parse_record(line)
  users << record["user"] if record.key?("user")
end
puts users.empty? ? "none" : users.sort
