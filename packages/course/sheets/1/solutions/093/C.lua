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

local key = (io.read("l") or ""):match("^%s*(.-)%s*$")
local values = {}
for line in io.lines() do
  values[#values + 1] = parse_record(line)[key]
end
print(#values > 0 and table.concat(values, "\n") or "none")
