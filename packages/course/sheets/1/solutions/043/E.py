import sys
from collections import Counter
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
cnt = Counter()
for i in range(r):
    for j in range(c):
        if g[i][j] == '.':
            cnt[sum(g[y][x] == '*' for y in range(max(0, i - 1), min(r, i + 2)) for x in range(max(0, j - 1), min(c, j + 2)))] += 1
print(f'{max(cnt)} {cnt[max(cnt)]}' if cnt else 'none')
