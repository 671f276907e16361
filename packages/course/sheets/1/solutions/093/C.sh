read -r key
found=0
while read -ra tokens || (( ${#tokens[@]} )); do
    has=0
    for token in "${tokens[@]}"; do
        if [[ ${token%%=*} == "$key" ]]; then
            has=1 value=${token#*=}  # the last occurrence wins
        fi
    done
    if (( has )); then
        printf '%s\n' "$value"
        found=1
    fi
done
(( found )) || echo none
