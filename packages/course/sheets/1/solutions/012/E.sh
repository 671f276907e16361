# Prints the product of the decimal digits of $1, exactly. The big number is kept in
# base-10^6 limbs (least significant first) and multiplied by up to 12 digits at a time:
# 9^12 < 10^12, so a limb times the multiplier plus the carry stays within 64 bits.
digit_product() {
    local n=$1 limbs=(1) chunk multiplier carry x i j
    if [[ $n == *0* ]]; then
        echo 0
        return
    fi
    for (( i = 0; i < ${#n}; i += 12 )); do
        chunk=${n:i:12}
        multiplier=1
        for (( j = 0; j < ${#chunk}; j++ )); do
            (( multiplier *= ${chunk:j:1} ))
        done
        carry=0
        for (( j = 0; j < ${#limbs[@]}; j++ )); do
            (( x = limbs[j] * multiplier + carry, limbs[j] = x % 1000000, carry = x / 1000000 ))
        done
        while (( carry > 0 )); do
            limbs+=( $(( carry % 1000000 )) )
            (( carry /= 1000000 ))
        done
    done
    local result=${limbs[-1]}
    for (( j = ${#limbs[@]} - 2; j >= 0; j-- )); do
        printf -v result '%s%06d' "$result" "${limbs[j]}"
    done
    echo "$result"
}

read -r n
n=${n:-0}
steps=0
while (( ${#n} > 1 )); do
    n=$(digit_product "$n")
    (( steps += 1 ))
done
echo "$steps"
