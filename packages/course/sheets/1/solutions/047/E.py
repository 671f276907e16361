import sys
h, *g = sys.stdin.read().split('\n')
r, c, k = map(int, h.split())
P = [[0] * (c + 1) for _ in range(r + 1)]
for i in range(r):
    for j in range(c):
        P[i + 1][j + 1] = P[i][j + 1] + P[i + 1][j] - P[i][j] + (g[i][j] == '#')
print(sum(P[i + k][j + k] - P[i][j + k] - P[i + k][j] + P[i][j] == 0 for i in range(r - k + 1) for j in range(c - k + 1)))
