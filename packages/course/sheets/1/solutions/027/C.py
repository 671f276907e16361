import sys
n, *a = map(int, sys.stdin.read().split())
best = [None] * n
for i in range(n - 1, -1, -1):
    tails = [best[j] for j in range(i + 1, n) if a[j] > a[i]]
    m = max(map(len, tails), default=0)
    best[i] = (a[i],) + min((t for t in tails if len(t) == m), default=())
m = max(map(len, best), default=0)
print(*min((t for t in best if len(t) == m), default=()))
