IFS= read -r line
# Take the first character, count it, and delete every copy of it: at most 95 passes.
distinct=0
while [[ -n $line ]]; do
    first=${line:0:1}
    line=${line//"$first"/}
    (( distinct += 1 ))
done
echo "$distinct"
