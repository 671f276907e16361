import sys
n, k, *v = map(int, sys.stdin.read().split())
for _ in range(k):
    v = [b - a for a, b in zip(v, v[1:])]
print(*v)
