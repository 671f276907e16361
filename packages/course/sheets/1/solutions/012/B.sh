digit_sum() {
    local n=$1 sum=0 i
    for (( i = 0; i < ${#n}; i++ )); do
        (( sum += ${n:i:1} ))
    done
    echo "$sum"
}

read -r n
n=${n:-0}
while (( ${#n} > 1 )); do
    n=$(digit_sum "$n")
done
echo "$n"
