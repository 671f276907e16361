import sys
hd, *g = sys.stdin.read().split('\n')
n, m = map(int, hd.split())
full = (1 << m) - 1
rows = [sum(1 << i for i, ch in enumerate(r) if ch == '#') for r in g[:n]]
ways = 0
for f in range(1 << m):
    b = rows + [0]
    p = f
    for r in range(n):
        b[r] ^= (p ^ p << 1 ^ p >> 1) & full
        b[r + 1] ^= p
        if r:
            b[r - 1] ^= p
        p = b[r]
    ways += b[n - 1] == 0
print(ways)
