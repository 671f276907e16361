read -r n
n=${n:-0}
steps=0
while (( ${#n} > 1 )); do
    sum=0
    for (( i = 0; i < ${#n}; i++ )); do
        (( sum += ${n:i:1} ))
    done
    n=$sum
    (( steps += 1 ))
done
echo "$steps"
