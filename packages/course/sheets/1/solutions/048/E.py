import sys, heapq
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
moves = [(0, 1), (1, 0), (0, -1), (-1, 0)]
best = {(0, 0, -1, 0): 0}
pq = [(0, 0, 0, -1, 0)]
ans = -1
while pq:
    cost, i, j, last, run = heapq.heappop(pq)
    if best[i, j, last, run] < cost:
        continue
    if i == r - 1 and j == c - 1:
        ans = cost
        break
    for m, (di, dj) in enumerate(moves):
        if last >= 0 and m == (last + 2) % 4:
            continue
        nrun = run + 1 if m == last else 1
        a, b = i + di, j + dj
        if nrun <= 3 and 0 <= a < r and 0 <= b < c:
            nc = cost + int(g[a][b])
            key = (a, b, m, nrun)
            if nc < best.get(key, 1e9):
                best[key] = nc
                heapq.heappush(pq, (nc, a, b, m, nrun))
print(ans)
