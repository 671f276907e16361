import sys
from collections import Counter
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
live = {(i, j) for i in range(r) for j in range(c) if g[i][j] == '#'}
n = Counter((i + a, j + b) for i, j in live for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b)
for i in range(r):
    print(''.join('#' if n[i, j] == 3 or (n[i, j] == 2 and (i, j) in live) else '.' for j in range(c)))
