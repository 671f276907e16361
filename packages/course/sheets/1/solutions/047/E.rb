header, *grid = $stdin.read.split("\n")
rows, cols, k = header.split.map(&:to_i)

# A K by K free block ends at every cell whose largest free square has side >= K.
above = Array.new(cols + 1, 0)
count = 0
grid.first(rows).each do |line|
  row = [0]
  cols.times do |j|
    row << (line[j] == "." ? 1 + [above[j], above[j + 1], row[j]].min : 0)
  end
  count += row.count { |side| side >= k }
  above = row
end
puts count
