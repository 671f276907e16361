header, *grid = $stdin.read.split("\n")
rows, cols = header.split.map(&:to_i)

# A free square of side s ending at a cell means exactly s squares end there.
above = Array.new(cols + 1, 0)
total = 0
grid.first(rows).each do |line|
  row = [0]
  cols.times do |j|
    row << (line[j] == "." ? 1 + [above[j], above[j + 1], row[j]].min : 0)
  end
  total += row.sum
  above = row
end
puts total
