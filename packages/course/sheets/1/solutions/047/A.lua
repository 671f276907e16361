local header = io.read("l")
local rows, cols = header:match("(%d+)%s+(%d+)")
rows, cols = tonumber(rows), tonumber(cols)

-- above[j + 1]: side of the largest free square ending at column j of the previous row (1-based, above[1] = 0)
local above = {}
for j = 1, cols + 1 do
  above[j] = 0
end
local best = 0
for _ = 1, rows do
  local line = io.read("l")
  local row = { 0 }
  for j = 1, cols do
    row[j + 1] = line:sub(j, j) == "." and 1 + math.min(above[j], above[j + 1], row[j]) or 0
    best = math.max(best, row[j + 1])
  end
  above = row
end
print(best)
