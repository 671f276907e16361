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

local header = (io.read("l") or ""):match("^%s*(.-)%s*$")
local columns = {}
for column in header:gmatch("[^,]+") do
  columns[#columns + 1] = column
end
print(header)
for line in io.lines() do
  if line:find("%S") then
    local record, fields = parse_record(line), {}
    for i, column in ipairs(columns) do
      fields[i] = record[column] or ""
    end
    print(table.concat(fields, ","))
  end
end
