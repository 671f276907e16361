import sys
hd, *g = sys.stdin.read().split('\n')
n, m = map(int, hd.split())
full = (1 << m) - 1
rows = [sum(1 << i for i, ch in enumerate(r) if ch == '#') for r in g[:n]]
sols = []
for f in range(1 << m):
    b = rows + [0]
    p, pat = f, []
    for r in range(n):
        pat.append(''.join('.x'[p >> i & 1] for i in range(m)))
        b[r] ^= (p ^ p << 1 ^ p >> 1) & full
        b[r + 1] ^= p
        if r:
            b[r - 1] ^= p
        p = b[r]
    if b[n - 1] == 0:
        s = '\n'.join(pat)
        sols.append((s.count('x'), s))
print(min(sols)[1] if sols else 'impossible')
