p, q, b = map(int, input().split())
D = '0123456789ABCDEF'
i, r = divmod(p, q)
s = ''
while True:
    s = D[i % b] + s
    i //= b
    if not i:
        break
if r:
    seen = {}
    d = ''
    while r and r not in seen:
        seen[r] = len(d)
        r *= b
        d += D[r // q]
        r %= q
    if r:
        d = d[:seen[r]] + '(' + d[seen[r]:] + ')'
    s += '.' + d
print(s)
