IFS= read -r line
digits=${line//[^0-9]/}
echo "${#digits}"
