n = int(input())
f = {}
d = 2
while d * d <= n:
    while n % d == 0:
        f[d] = f.get(d, 0) + 1
        n //= d
    d += 1 if d == 2 else 2
if n > 1:
    f[n] = f.get(n, 0) + 1
print(' * '.join(f'{p}^{e}' if e > 1 else str(p) for p, e in f.items()) or '1')
