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

local errors = 0
for line in io.lines() do
  local status = tonumber(parse_record(line).status)
  if status and status >= 500 and status <= 599 then
    errors = errors + 1
  end
end
print(errors)
