import sys
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
g = g[:r]
for i in range(r):
    out = ''
    for j in range(c):
        if g[i][j] == '*':
            out += '*'
        else:
            out += str(sum(g[y][x] == '*' for y in range(max(0, i - 1), min(r, i + 2)) for x in range(max(0, j - 1), min(c, j + 2))))
    print(out)
