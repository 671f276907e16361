import sys
d = list(map(int, sys.stdin.read().split()))
n = d[0]
g = [d[1 + i * n:1 + (i + 1) * n] for i in range(n)]
rows = [i for i in range(n) if len(set(g[i])) < n]
cols = [j for j in range(n) if len({g[i][j] for i in range(n)}) < n]
if rows:
    r, c = rows[0], cols[0]
    print(r + 1, c + 1, (set(range(1, n + 1)) - set(g[r])).pop())
else:
    print('clean')
