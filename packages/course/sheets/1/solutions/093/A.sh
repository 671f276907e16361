errors=0
while read -ra tokens || (( ${#tokens[@]} )); do
    status=''
    for token in "${tokens[@]}"; do
        [[ ${token%%=*} == status ]] && status=${token#*=}  # the last occurrence wins
    done
    if [[ -n $status ]] && (( 10#$status >= 500 && 10#$status <= 599 )); then
        (( errors += 1 ))
    fi
done
echo "$errors"
