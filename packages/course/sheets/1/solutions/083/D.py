import sys
d = list(map(int, sys.stdin.read().split()))
n = d[0]
g = [d[1 + i * n:1 + (i + 1) * n] for i in range(n)]
seen = set()
bad = False
for r in range(n):
    for c in range(n):
        v = g[r][c]
        if v:
            for key in (('r', r, v), ('c', c, v)):
                bad |= key in seen
                seen.add(key)
print('conflict' if bad else 'consistent')
