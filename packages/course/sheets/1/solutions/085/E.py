import heapq
a, b, t = map(int, input().split())
dist = {(0, 0): 0}
pq = [(0, 0, 0)]
ans = -1
while pq:
    d, x, y = heapq.heappop(pq)
    if d > dist[(x, y)]:
        continue
    if t in (x, y):
        ans = d
        break
    p, r = min(x, b - y), min(y, a - x)
    for u, v, w in ((a, y, a - x), (x, b, b - y), (0, y, 0), (x, 0, 0), (x - p, y + p, 0), (x + r, y - r, 0)):
        if d + w < dist.get((u, v), 10 ** 9):
            dist[(u, v)] = d + w
            heapq.heappush(pq, (d + w, u, v))
print(ans)
