import sys
d = list(map(int, sys.stdin.read().split()))
n = d[0]
k = int(n ** 0.5 + 0.5)
g = [d[1 + i * n:1 + (i + 1) * n] for i in range(n)]
want = set(range(1, n + 1))
units = g + [list(c) for c in zip(*g)]
for br in range(0, n, k or 1):
    for bc in range(0, n, k or 1):
        units.append([g[r][c] for r in range(br, br + k) for c in range(bc, bc + k)])
print('yes' if all(len(u) == n and set(u) == want for u in units) else 'no')
