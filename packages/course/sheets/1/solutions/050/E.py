import sys
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
g = g[:r]
conn = {'|': 'NS', '-': 'EW', 'L': 'NE', 'J': 'NW', '7': 'SW', 'F': 'SE', '.': '', 'S': ''}
step = {'N': (-1, 0, 'S'), 'S': (1, 0, 'N'), 'W': (0, -1, 'E'), 'E': (0, 1, 'W')}
si, sj = next((i, row.index('S')) for i, row in enumerate(g) if 'S' in row)
def cell(i, j):
    return g[i][j] if 0 <= i < r and 0 <= j < c else '.'
conn['S'] = ''.join(d for d, (di, dj, b) in step.items() if b in conn[cell(si + di, sj + dj)])
loop = {(si, sj)}
i, j, came = si, sj, None
while True:
    d = next(x for x in conn[g[i][j]] if x != came)
    di, dj, came = step[d]
    i, j = i + di, j + dj
    if (i, j) == (si, sj):
        break
    loop.add((i, j))
big = [[0] * (3 * c + 2) for _ in range(3 * r + 2)]
for i, j in loop:
    big[3 * i + 2][3 * j + 2] = 1
    for d in conn[g[i][j]]:
        di, dj, _ = step[d]
        big[3 * i + 2 + di][3 * j + 2 + dj] = 1
out = {(0, 0)}
stack = [(0, 0)]
while stack:
    y, x = stack.pop()
    for a, b in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
        if 0 <= a < 3 * r + 2 and 0 <= b < 3 * c + 2 and not big[a][b] and (a, b) not in out:
            out.add((a, b))
            stack.append((a, b))
inside = [(i, j) for i in range(r) for j in range(c) if (i, j) not in loop and (3 * i + 2, 3 * j + 2) not in out]
print(r * c - len(loop) - len(inside))
