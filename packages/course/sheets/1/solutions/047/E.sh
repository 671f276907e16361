read -r rows cols k

# A K by K free block ends at every cell whose largest free square has side >= K.
above=()
for (( j = 0; j <= cols; j++ )); do above[j]=0; done
count=0
for (( i = 0; i < rows; i++ )); do
    IFS= read -r line
    row=(0)
    for (( j = 0; j < cols; j++ )); do
        side=0
        if [[ ${line:j:1} == . ]]; then
            (( side = above[j] < above[j + 1] ? above[j] : above[j + 1] ))
            (( side = row[j] < side ? row[j] : side ))
            (( side += 1, count += side >= k ))
        fi
        row[j + 1]=$side
    done
    above=("${row[@]}")
done
echo "$count"
