users=()
while read -ra tokens || (( ${#tokens[@]} )); do
    unset user
    for token in "${tokens[@]}"; do
        [[ ${token%%=*} == user ]] && user=${token#*=}  # the last occurrence wins
    done
    [[ -v user ]] && users+=("$user")
done
if (( ${#users[@]} )); then
    printf '%s\n' "${users[@]}" | LC_ALL=C sort -u
else
    echo none
fi
