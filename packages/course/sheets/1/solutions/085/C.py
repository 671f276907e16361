from collections import deque
*cap, t = map(int, input().split())
dist = {(0, 0, 0): 0}
q = deque(dist)
ans = -1
while q:
    s = q.popleft()
    if t in s:
        ans = dist[s]
        break
    for i in range(3):
        for j in range(-2, 3):
            n = list(s)
            if j == -2:
                n[i] = cap[i]
            elif j == -1:
                n[i] = 0
            elif i != j:
                m = min(s[i], cap[j] - s[j])
                n[i] -= m
                n[j] += m
            n = tuple(n)
            if n not in dist:
                dist[n] = dist[s] + 1
                q.append(n)
print(ans)
