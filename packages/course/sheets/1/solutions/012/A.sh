read -r n
n=${n:-0}
sum=0
for (( i = 0; i < ${#n}; i++ )); do
    (( sum += ${n:i:1} ))
done
echo "$sum"
