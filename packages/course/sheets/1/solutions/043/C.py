import sys
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
mines = {(i, j) for i in range(r) for j in range(c) if g[i][j] == '*'}
print(sum(all((i + a, j + b) not in mines for a in (-1, 0, 1) for b in (-1, 0, 1)) for i in range(r) for j in range(c)))
