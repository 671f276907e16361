import sys
w, *words = sys.stdin.read().split()
w, n = int(w), len(words)
best = [0] * (n + 1)
for i in range(n - 1, -1, -1):
    best[i] = float('inf')
    length = -1
    for j in range(i, n):
        length += len(words[j]) + 1
        if length > w:
            break
        best[i] = min(best[i], (w - length) ** 2 + best[j + 1])
print(best[0])
