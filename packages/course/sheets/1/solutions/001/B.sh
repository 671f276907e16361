read -ra words
echo "${#words[@]}"
