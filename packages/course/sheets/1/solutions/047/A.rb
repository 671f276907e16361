header, *grid = $stdin.read.split("\n")
rows, cols = header.split.map(&:to_i)

# above[j + 1]: side of the largest free square whose bottom-right corner is column j of the previous row
above = Array.new(cols + 1, 0)
best = 0
grid.first(rows).each do |line|
  row = [0]
  cols.times do |j|
    row << (line[j] == "." ? 1 + [above[j], above[j + 1], row[j]].min : 0)
  end
  best = [best, row.max].max
  above = row
end
puts best
