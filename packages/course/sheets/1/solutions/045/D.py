import sys
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
p = {(i, j): (i, j) for i in range(-1, r + 1) for j in range(-1, c + 1) if not (0 <= i < r and 0 <= j < c) or g[i][j] == '.'}
def find(x):
    while p[x] != x:
        p[x] = p[p[x]]
        x = p[x]
    return x
for i, j in list(p):
    for q in ((i + 1, j), (i, j + 1)):
        if q in p:
            p[find(q)] = find((i, j))
print(sum(1 for x in p if find(x) == x) - 1)
