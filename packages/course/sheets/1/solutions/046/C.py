import sys
h, *g = sys.stdin.read().split('\n')
r, c, k = map(int, h.split())
cells = {(i, j) for i in range(r) for j in range(c) if g[i][j] != '#'}
frontier = {(i, j) for i, j in cells if g[i][j] == 'S'}
seen = set(frontier)
for _ in range(k):
    frontier = {(i + a, j + b) for i, j in frontier for a, b in ((1, 0), (-1, 0), (0, 1), (0, -1))} - seen & cells
    if not frontier:
        break
    seen |= frontier
print(len(seen))
