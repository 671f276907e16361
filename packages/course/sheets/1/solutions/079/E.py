import sys
w, *words = sys.stdin.read().split()
w, n = int(w), len(words)
INF = float('inf')
best = [0] * (n + 1)
for i in range(n - 1, -1, -1):
    best[i] = INF
    length = -1
    for j in range(i, n):
        length += len(words[j]) + 1
        if length > w:
            break
        if j < n - 1 and words[j] in ('a', 'the', 'at', 'to', 'of'):
            continue
        best[i] = min(best[i], (0 if j == n - 1 else (w - length) ** 2) + best[j + 1])
print(-1 if best[0] == INF else best[0])
