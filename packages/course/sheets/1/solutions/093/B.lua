-- A record line as a table; a repeated key keeps its last value.
local function parse_record(line)
  local record = {}
  for token in line:gmatch("%S+") do
    local key, value = token:match("^([^=]*)=(.*)$")
    if key then
      record[key] = value
    end
  end
  return record
end

local seen, users = {}, {}
for line in io.lines() do
  local user = parse_record(line).user
  if user and not seen[user] then
    seen[user] = true
    users[#users + 1] = user
  end
end
table.sort(users)
print(#users > 0 and table.concat(users, "\n") or "none")
