import sys
v = list(map(int, sys.stdin.read().split()))
print(sum(b > a for a, b in zip(v, v[1:])))
