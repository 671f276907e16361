import sys, heapq
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
dist = {}
pq = [(int(g[i][0]), i, 0) for i in range(r)]
heapq.heapify(pq)
while pq:
    d, i, j = heapq.heappop(pq)
    if (i, j) in dist:
        continue
    dist[i, j] = d
    if j == c - 1:
        print(d)
        break
    for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
        if 0 <= a < r and 0 <= b < c and (a, b) not in dist:
            heapq.heappush(pq, (d + int(g[a][b]), a, b))
