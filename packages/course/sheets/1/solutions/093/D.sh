slowest='' max_latency=-1  # latencies are at least 0
while read -ra tokens || (( ${#tokens[@]} )); do
    unset req latency
    for token in "${tokens[@]}"; do
        case ${token%%=*} in  # the last occurrence wins
            req) req=${token#*=} ;;
            latency_ms) latency=${token#*=} ;;
        esac
    done
    if [[ -v req && -v latency ]] && (( 10#$latency > max_latency )); then
        slowest=$req max_latency=$(( 10#$latency ))
    fi
done
echo "${slowest:-none}"
