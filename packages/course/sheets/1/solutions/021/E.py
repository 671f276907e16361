import sys
v = list(map(int, sys.stdin.read().split()))
print(sum(x for i, x in enumerate(v) if i % 24 < 6))
