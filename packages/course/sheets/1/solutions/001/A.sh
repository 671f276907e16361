IFS= read -r line
echo "${#line}"
