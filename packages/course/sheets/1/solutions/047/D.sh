read -r rows cols

# above[j], row[j]: largest uniform square whose bottom-right corner is column j of the previous and current rows
best=0 previous='' above=()
for (( i = 0; i < rows; i++ )); do
    IFS= read -r line
    row=()
    for (( j = 0; j < cols; j++ )); do
        cell=${line:j:1}
        side=1
        if (( i > 0 && j > 0 )) && [[ ${previous:j:1} == "$cell" && ${line:j-1:1} == "$cell" && ${previous:j-1:1} == "$cell" ]]; then
            (( side = above[j] < above[j - 1] ? above[j] : above[j - 1] ))
            (( side = row[j - 1] < side ? row[j - 1] : side ))
            (( side += 1 ))
        fi
        (( row[j] = side, best = side > best ? side : best ))
    done
    previous=$line above=("${row[@]}")
done
echo "$best"
