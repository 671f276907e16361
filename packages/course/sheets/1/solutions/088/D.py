import sys, heapq
start = tuple(map(int, sys.stdin.read().split()))
R, C = 2, 4
goal = tuple(range(1, R * C)) + (0,)
dist = {start: 0}
pq = [(0, start)]
ans = -1
while pq:
    d, s = heapq.heappop(pq)
    if d > dist[s]:
        continue
    if s == goal:
        ans = d
        break
    z = s.index(0)
    i, j = divmod(z, C)
    for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
        if 0 <= a < R and 0 <= b < C:
            t = list(s)
            y = a * C + b
            w = t[y]
            t[z], t[y] = w, 0
            t = tuple(t)
            if d + w < dist.get(t, 1 << 30):
                dist[t] = d + w
                heapq.heappush(pq, (d + w, t))
print(ans)
