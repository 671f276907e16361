local header = io.read("l")
local rows, cols, k = header:match("(%d+)%s+(%d+)%s+(%d+)")
rows, cols, k = tonumber(rows), tonumber(cols), tonumber(k)

-- A K by K free block ends at every cell whose largest free square has side >= K.
local above = {}
for j = 1, cols + 1 do
  above[j] = 0
end
local count = 0
for _ = 1, rows do
  local line = io.read("l")
  local row = { 0 }
  for j = 1, cols do
    row[j + 1] = line:sub(j, j) == "." and 1 + math.min(above[j], above[j + 1], row[j]) or 0
    if row[j + 1] >= k then
      count = count + 1
    end
  end
  above = row
end
print(count)
