import sys
from collections import deque
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
cells = {(i, j): g[i][j] for i in range(r) for j in range(c) if g[i][j] != '#'}
s = next(p for p, v in cells.items() if v == 'S')
dist = {s: 0}
q = deque([s])
ans = -1
while q:
    p = q.popleft()
    if cells[p] == 'E':
        ans = dist[p]
        break
    for n in ((p[0] + 1, p[1]), (p[0] - 1, p[1]), (p[0], p[1] + 1), (p[0], p[1] - 1)):
        if n in cells and n not in dist:
            dist[n] = dist[p] + 1
            q.append(n)
print(ans)
