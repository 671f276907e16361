import sys, heapq
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
H = [[int(x) for x in g[i]] for i in range(r)]
pq = [(H[i][j], i, j) for i in range(r) for j in range(c) if i in (0, r - 1) or j in (0, c - 1)]
seen = {(i, j) for _, i, j in pq}
heapq.heapify(pq)
total = 0
while pq:
    lv, i, j = heapq.heappop(pq)
    for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
        if 0 <= a < r and 0 <= b < c and (a, b) not in seen:
            seen.add((a, b))
            total = max(total, lv - H[a][b])
            heapq.heappush(pq, (max(lv, H[a][b]), a, b))
print(total)
