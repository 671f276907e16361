import sys
v = list(map(int, sys.stdin.read().split()))[1:]
print(*[b - a for a, b in zip(v, v[1:])])
