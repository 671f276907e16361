import sys
from bisect import bisect_right
n, S, *v = map(int, sys.stdin.read().split())
p = [0]
for x in v:
    p.append(p[-1] + x)
best = 0
for j in range(1, n + 1):
    i = bisect_right(p, p[j] - S) - 1
    if i >= 0 and (not best or j - i < best):
        best = j - i
print(best)
