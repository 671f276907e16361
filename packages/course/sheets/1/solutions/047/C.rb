header, *grid = $stdin.read.split("\n")
rows, cols = header.split.map(&:to_i)

# Largest rectangle in the histogram of free-column heights, row by row, with a stack.
heights = Array.new(cols + 1, 0) # the extra 0 flushes the stack at the end of each row
best = 0
grid.first(rows).each do |line|
  cols.times { |j| heights[j] = line[j] == "." ? heights[j] + 1 : 0 }
  stack = []
  heights.each_with_index do |h, j|
    while !stack.empty? && heights[stack.last] >= h
      top = heights[stack.pop]
      left = stack.empty? ? -1 : stack.last
      best = [best, top * (j - left - 1)].max
    end
    stack << j
  end
end
puts best
