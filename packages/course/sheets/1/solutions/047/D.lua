local header = io.read("l")
local rows, cols = header:match("(%d+)%s+(%d+)")
rows, cols = tonumber(rows), tonumber(cols)

local grid = {}
for i = 1, rows do
  grid[i] = io.read("l")
end

-- side[i][j]: largest uniform square whose bottom-right corner is (i, j)
local side = {}
local best = 0
for i = 1, rows do
  side[i] = {}
  for j = 1, cols do
    local cell = grid[i]:sub(j, j)
    side[i][j] = 1
    if i > 1 and j > 1 and grid[i - 1]:sub(j, j) == cell and grid[i]:sub(j - 1, j - 1) == cell
        and grid[i - 1]:sub(j - 1, j - 1) == cell then
      side[i][j] = 1 + math.min(side[i - 1][j], side[i][j - 1], side[i - 1][j - 1])
    end
    best = math.max(best, side[i][j])
  end
end
print(best)
