import sys
n, b, *v = map(int, sys.stdin.read().split())
s = 0
for i, x in enumerate(v):
    s += x
    if s >= b:
        print(i + 1)
        break
else:
    print(-1)
