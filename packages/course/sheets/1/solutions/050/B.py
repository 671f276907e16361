import sys
from collections import deque
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
conn = {'|': 'NS', '-': 'EW', 'L': 'NE', 'J': 'NW', '7': 'SW', 'F': 'SE'}
step = {'N': (-1, 0, 'S'), 'S': (1, 0, 'N'), 'W': (0, -1, 'E'), 'E': (0, 1, 'W')}
si, sj = next((i, g[i].index('S')) for i in range(r) if 'S' in g[i])
def cell(i, j):
    return g[i][j] if 0 <= i < r and 0 <= j < c else '.'
conn['S'] = ''.join(d for d, (di, dj, b) in step.items() if b in conn.get(cell(si + di, sj + dj), ''))
dist = {(si, sj): 0}
q = deque([(si, sj)])
while q:
    i, j = q.popleft()
    for d in conn[g[i][j]]:
        di, dj, _ = step[d]
        if (i + di, j + dj) not in dist:
            dist[i + di, j + dj] = dist[i, j] + 1
            q.append((i + di, j + dj))
print(max(dist.values()))
