read -r rows cols

# above[j + 1]: side of the largest free square ending at column j of the previous row
above=()
for (( j = 0; j <= cols; j++ )); do above[j]=0; done
best=0
for (( i = 0; i < rows; i++ )); do
    IFS= read -r line
    row=(0)
    for (( j = 0; j < cols; j++ )); do
        side=0
        if [[ ${line:j:1} == . ]]; then
            (( side = above[j] < above[j + 1] ? above[j] : above[j + 1] ))
            (( side = row[j] < side ? row[j] : side ))
            (( side += 1, best = side > best ? side : best ))
        fi
        row[j + 1]=$side
    done
    above=("${row[@]}")
done
echo "$best"
