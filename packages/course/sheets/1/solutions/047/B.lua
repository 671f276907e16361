local header = io.read("l")
local rows, cols = header:match("(%d+)%s+(%d+)")
rows, cols = tonumber(rows), tonumber(cols)

-- A free square of side s ending at a cell means exactly s squares end there.
local above = {}
for j = 1, cols + 1 do
  above[j] = 0
end
local total = 0
for _ = 1, rows do
  local line = io.read("l")
  local row = { 0 }
  for j = 1, cols do
    row[j + 1] = line:sub(j, j) == "." and 1 + math.min(above[j], above[j + 1], row[j]) or 0
    total = total + row[j + 1]
  end
  above = row
end
print(total)
