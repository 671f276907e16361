from collections import deque
n, k = map(int, input().split())
q = deque(range(1, n + 1))
out = []
while q:
    q.rotate(-((k - 1) % len(q)))
    out.append(q.popleft())
print(*out)
