import sys
from bisect import bisect_left
n, *a = map(int, sys.stdin.read().split())
def ends(seq):
    t, r = [], []
    for x in seq:
        i = bisect_left(t, x)
        t[i:i + 1] = [x]
        r.append(i + 1)
    return r
up, down = ends(a), ends(a[::-1])[::-1]
print(max((u + d - 1 for u, d in zip(up, down)), default=0))
