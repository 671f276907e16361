import sys
w, *words = sys.stdin.read().split()
w, n = int(w), len(words)
best, nxt = [0] * (n + 1), [0] * (n + 1)
for i in range(n - 1, -1, -1):
    best[i] = float('inf')
    length = -1
    for j in range(i, n):
        length += len(words[j]) + 1
        if length > w:
            break
        c = (0 if j == n - 1 else (w - length) ** 2) + best[j + 1]
        if c <= best[i]:
            best[i], nxt[i] = c, j + 1
i = 0
while i < n:
    print(' '.join(words[i:nxt[i]]))
    i = nxt[i]
