import sys
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
P = [[0] * (c + 1) for _ in range(r + 1)]
for i in range(r):
    for j in range(c):
        P[i + 1][j + 1] = P[i][j + 1] + P[i + 1][j] - P[i][j] + (g[i][j] == '#')
k = 0
for i in range(r):
    for j in range(c):
        while i + k < r and j + k < c and P[i + k + 1][j + k + 1] - P[i][j + k + 1] - P[i + k + 1][j] + P[i][j] == 0:
            k += 1
print(k)
