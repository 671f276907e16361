import sys
from collections import Counter
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
p = {(i, j): (i, j) for i in range(r) for j in range(c) if g[i][j] == '#'}
def find(x):
    while p[x] != x:
        p[x] = p[p[x]]
        x = p[x]
    return x
for i, j in list(p):
    for q in ((i + 1, j), (i, j + 1)):
        if q in p:
            p[find(q)] = find((i, j))
print(max(Counter(map(find, list(p))).values(), default=0))
