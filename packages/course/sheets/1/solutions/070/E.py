import sys
hd, *g = sys.stdin.read().split('\n')
n, m = map(int, hd.split())
full = (1 << m) - 1
rot = lambda p: (p << 1 | p >> m - 1) & full | (p >> 1 | p << m - 1) & full
rows = [sum(1 << i for i, ch in enumerate(r) if ch == '#') for r in g[:n]]
best = -1
for f in range(1 << m):
    b = rows + [0]
    p, cnt = f, 0
    for r in range(n):
        cnt += bin(p).count('1')
        for i in range(m):
            if p >> i & 1:
                b[r] ^= (1 << i) | rot(1 << i)
        b[r + 1] ^= p
        if r:
            b[r - 1] ^= p
        p = b[r]
    if b[n - 1] == 0 and (best < 0 or cnt < best):
        best = cnt
print(best)
