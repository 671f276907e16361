p, q = map(int, input().split())
i, r = divmod(p, q)
s = str(i)
if r:
    seen = {}
    d = ''
    while r and r not in seen:
        seen[r] = len(d)
        r *= 10
        d += str(r // q)
        r %= q
    if r:
        d = d[:seen[r]] + '(' + d[seen[r]:] + ')'
    s += '.' + d
print(s)
