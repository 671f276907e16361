import sys
c, n, *vs = sys.stdin.read().split()
t = lambda v: tuple(map(int, v.split('.')))
if c[0] in '^~':
    a, b, d = t(c[1:])
    lo = (a, b, d)
    if c[0] == '~':
        hi = (a, b + 1, 0)
    else:
        hi = (a + 1, 0, 0) if a else (0, b + 1, 0) if b else (0, 0, d + 1)
    ok = lambda v: lo <= t(v) < hi
elif c.startswith('>='):
    ok = lambda v: t(v) >= t(c[2:])
else:
    ok = lambda v: t(v) == t(c)
out = [v for v in vs if ok(v)]
print('\n'.join(out) or '(none)')
