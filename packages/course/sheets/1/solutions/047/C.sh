read -r rows cols

# Largest rectangle in the histogram of free-column heights, row by row, with a stack.
heights=()
for (( j = 0; j <= cols; j++ )); do heights[j]=0; done # heights[cols] stays 0 and flushes the stack
best=0
for (( i = 0; i < rows; i++ )); do
    IFS= read -r line
    for (( j = 0; j < cols; j++ )); do
        if [[ ${line:j:1} == . ]]; then (( heights[j] += 1 )); else heights[j]=0; fi
    done
    stack=() top=-1 # stack[0..top]: column indices of increasing heights
    for (( j = 0; j <= cols; j++ )); do
        while (( top >= 0 && heights[stack[top]] >= heights[j] )); do
            (( height = heights[stack[top]], top -= 1 ))
            (( left = top >= 0 ? stack[top] : -1 ))
            (( area = height * (j - left - 1), best = area > best ? area : best ))
        done
        (( stack[++top] = j ))
    done
done
echo "$best"
