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

local slowest, max_latency
for line in io.lines() do
  local record = parse_record(line)
  local latency = tonumber(record.latency_ms)
  if record.req and latency and (not slowest or latency > max_latency) then
    slowest, max_latency = record.req, latency
  end
end
print(slowest or "none")
