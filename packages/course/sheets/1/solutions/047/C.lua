local header = io.read("l")
local rows, cols = header:match("(%d+)%s+(%d+)")
rows, cols = tonumber(rows), tonumber(cols)

-- Largest rectangle in the histogram of free-column heights, row by row, with a stack.
local heights = {}
for j = 1, cols + 1 do
  heights[j] = 0 -- heights[cols + 1] stays 0 and flushes the stack at the end of each row
end
local best = 0
for _ = 1, rows do
  local line = io.read("l")
  for j = 1, cols do
    heights[j] = line:sub(j, j) == "." and heights[j] + 1 or 0
  end
  local stack = {}
  for j = 1, cols + 1 do
    while #stack > 0 and heights[stack[#stack]] >= heights[j] do
      local top = heights[table.remove(stack)]
      local left = stack[#stack] or 0
      best = math.max(best, top * (j - left - 1))
    end
    stack[#stack + 1] = j
  end
end
print(best)
