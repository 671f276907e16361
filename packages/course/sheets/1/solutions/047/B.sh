read -r rows cols

# A free square of side s ending at a cell means exactly s squares end there.
above=()
for (( j = 0; j <= cols; j++ )); do above[j]=0; done
total=0
for (( i = 0; i < rows; i++ )); do
    IFS= read -r line
    row=(0)
    for (( j = 0; j < cols; j++ )); do
        side=0
        if [[ ${line:j:1} == . ]]; then
            (( side = above[j] < above[j + 1] ? above[j] : above[j + 1] ))
            (( side = row[j] < side ? row[j] : side ))
            (( side += 1, total += side ))
        fi
        row[j + 1]=$side
    done
    above=("${row[@]}")
done
echo "$total"
