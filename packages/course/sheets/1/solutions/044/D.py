import sys
from collections import Counter
h, *g = sys.stdin.read().split('\n')
r, c, t = map(int, h.split())
live = {(i, j) for i in range(r) for j in range(c) if g[i][j] == '#'}
for _ in range(t):
    n = Counter((i + a, j + b) for i, j in live for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b)
    live = {p for p, k in n.items() if 0 <= p[0] < r and 0 <= p[1] < c and (k in (2, 3) if p in live else k in (3, 6))}
for i in range(r):
    print(''.join('#' if (i, j) in live else '.' for j in range(c)))
