import sys
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
P = [[0] * (c + 1) for _ in range(r + 1)]
for i in range(r):
    for j in range(c):
        P[i + 1][j + 1] = P[i][j + 1] + P[i + 1][j] - P[i][j] + (g[i][j] == '#')
def ok(i, j, k):
    return i + k <= r and j + k <= c and P[i + k][j + k] - P[i][j + k] - P[i + k][j] + P[i][j] in (0, k * k)
k = 0
for i in range(r):
    for j in range(c):
        while ok(i, j, k + 1):
            k += 1
print(k)
