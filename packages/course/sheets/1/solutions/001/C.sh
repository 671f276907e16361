IFS= read -r line
uppercase=${line//[^A-Z]/}
echo "${#uppercase}"
