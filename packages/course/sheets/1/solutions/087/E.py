import sys
from itertools import product
lines = sys.stdin.read().split('\n')
r, c = map(int, lines[0].split())
grid = [[int(ch) for ch in lines[1 + i][:c]] for i in range(r)]
best = None
for first in product(range(3), repeat=c):
    if not r:
        best = 0
        break
    g = [row[:] for row in grid]
    total = 0
    for i in range(r):
        for j in range(c):
            k = first[j] if i == 0 else -g[i - 1][j] % 3
            total += k
            for a, b in ((i, j), (i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                if 0 <= a < r and 0 <= b < c:
                    g[a][b] = (g[a][b] + k) % 3
    if not any(g[-1]) and (best is None or total < best):
        best = total
print(-1 if best is None else best)
