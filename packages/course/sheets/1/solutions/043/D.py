import sys
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
d = [(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b]
for i in range(r):
    print(''.join('*' if g[i][j] == '*' else str(sum(g[(i + a) % r][(j + b) % c] == '*' for a, b in d)) for j in range(c)))
