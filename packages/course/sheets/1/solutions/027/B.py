import sys
from bisect import bisect_right
n, *a = map(int, sys.stdin.read().split())
t = []
for x in a:
    i = bisect_right(t, x)
    t[i:i + 1] = [x]
print(len(t))
