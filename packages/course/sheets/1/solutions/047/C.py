import sys
h, *g = sys.stdin.read().split('\n')
r, c = map(int, h.split())
best = 0
for top in range(r):
    free = [True] * c
    for bot in range(top, r):
        run = 0
        for j in range(c):
            free[j] = free[j] and g[bot][j] == '.'
            run = run + 1 if free[j] else 0
            best = max(best, run * (bot - top + 1))
print(best)
