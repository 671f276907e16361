import sys
from collections import Counter
h, *g = sys.stdin.read().split('\n')
r, c, t = map(int, h.split())
live = {(i, j) for i in range(r) for j in range(c) if g[i][j] == '#'}
for k in range(t + 1):
    n = Counter((i + a, j + b) for i, j in live for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b)
    nxt = {p for p, v in n.items() if 0 <= p[0] < r and 0 <= p[1] < c and (v == 3 or v == 2 and p in live)}
    if nxt == live:
        print(k)
        break
    live = nxt
else:
    print(-1)
