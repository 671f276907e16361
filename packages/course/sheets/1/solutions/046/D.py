import sys
from collections import deque
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
s = next((i, j) for i in range(r) for j in range(c) if g[i][j] == 'S')
INF = float('inf')
dist = [[[INF] * c for _ in range(r)] for _ in range(2)]
dist[0][s[0]][s[1]] = 0
q = deque([(0, s[0], s[1])])
while q:
    u, i, j = q.popleft()
    for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
        if 0 <= a < r and 0 <= b < c:
            w = u + (g[a][b] == '#')
            if w < 2 and dist[w][a][b] == INF:
                dist[w][a][b] = dist[u][i][j] + 1
                q.append((w, a, b))
best = min((dist[u][i][j] for u in (0, 1) for i in range(r) for j in range(c) if g[i][j] == 'E'), default=INF)
print(-1 if best == INF else best)
