import sys
n, k, *v = map(int, sys.stdin.read().split())
print(*[sum(v[i:i + k]) // k for i in range(n - k + 1)])
