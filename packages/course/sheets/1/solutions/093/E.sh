read -r header
IFS=, read -ra columns <<< "$header"
echo "$header"
declare -A record
while read -ra tokens || (( ${#tokens[@]} )); do
    (( ${#tokens[@]} )) || continue
    record=()
    for token in "${tokens[@]}"; do
        record[${token%%=*}]=${token#*=}  # the last occurrence wins
    done
    line=''
    for column in "${columns[@]}"; do
        line+=,${record[$column]}
    done
    echo "${line:1}"
done
