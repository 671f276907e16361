import sys
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
M = 10**9 + 7
cells = {(i, j) for i in range(r) for j in range(c) if g[i][j] != '#'}
layer = {p: 1 for p in cells if g[p[0]][p[1]] == 'S'}
seen = set(layer)
ans = 0
while layer:
    end = [v for p, v in layer.items() if g[p[0]][p[1]] == 'E']
    if end:
        ans = end[0]
        break
    nxt = {}
    for (i, j), v in layer.items():
        for n in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
            if n in cells and n not in seen:
                nxt[n] = (nxt.get(n, 0) + v) % M
    seen |= set(nxt)
    layer = nxt
print(ans)
