import sys, heapq
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
dist = {(0, 0): 0}
pq = [(0, 0, 0)]
while pq:
    d, i, j = heapq.heappop(pq)
    if (i, j) == (r - 1, c - 1):
        print(d)
        break
    if d > dist[i, j]:
        continue
    for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
        if 0 <= a < r and 0 <= b < c:
            nd = d + 1 + abs(int(g[a][b]) - int(g[i][j]))
            if nd < dist.get((a, b), nd + 1):
                dist[a, b] = nd
                heapq.heappush(pq, (nd, a, b))
