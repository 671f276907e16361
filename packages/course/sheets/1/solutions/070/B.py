import sys
hd, *g = sys.stdin.read().split('\n')
n, m = map(int, hd.split())
full = (1 << m) - 1
rows = [sum(1 << i for i, ch in enumerate(r) if ch == '#') for r in g[:n]]
best = -1
for f in range(1 << m):
    b = rows + [0]
    p, cnt = f, 0
    for r in range(n):
        cnt += bin(p).count('1')
        b[r] ^= (p << 1 ^ p >> 1) & full
        b[r + 1] ^= p
        if r:
            b[r - 1] ^= p
        p = b[r]
    if b[n - 1] == 0 and (best < 0 or cnt < best):
        best = cnt
print(best)
