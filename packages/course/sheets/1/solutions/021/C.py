import sys
v = list(map(int, sys.stdin.read().split()))
print(v.index(max(v)) + 1 if v else 0)
