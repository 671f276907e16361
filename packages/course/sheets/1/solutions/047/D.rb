header, *grid = $stdin.read.split("\n")
rows, cols = header.split.map(&:to_i)
grid = grid.first(rows)

# side[i][j]: largest uniform square whose bottom-right corner is (i, j)
side = Array.new(rows) { Array.new(cols, 1) }
best = 0
rows.times do |i|
  cols.times do |j|
    cell = grid[i][j]
    if i > 0 && j > 0 && grid[i - 1][j] == cell && grid[i][j - 1] == cell && grid[i - 1][j - 1] == cell
      side[i][j] = 1 + [side[i - 1][j], side[i][j - 1], side[i - 1][j - 1]].min
    end
    best = [best, side[i][j]].max
  end
end
puts best
