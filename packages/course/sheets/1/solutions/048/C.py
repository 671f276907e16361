import sys, heapq
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
best = {}
pq = [(int(g[0][0]), 0, 0)]
while pq:
    d, i, j = heapq.heappop(pq)
    if (i, j) in best:
        continue
    best[i, j] = d
    for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
        if 0 <= a < r and 0 <= b < c and (a, b) not in best:
            heapq.heappush(pq, (max(d, int(g[a][b])), a, b))
print(best[r - 1, c - 1])
