import sys
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
p = ['.' * (c + 2)] + ['.' + row + '.' for row in g[:r]] + ['.' * (c + 2)]
for i in range(1, r + 1):
    print(''.join('*' if p[i][j] == '*' else str((p[i - 1][j] + p[i + 1][j] + p[i][j - 1] + p[i][j + 1]).count('*')) for j in range(1, c + 1)))
