read -r n
n=${n:-0}
remainder=0
for (( i = 0; i < ${#n}; i++ )); do
    (( remainder = (remainder * 10 + ${n:i:1}) % 7 ))
done
echo "$remainder"
