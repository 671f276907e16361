url = input().split('#')[0]
base, _, q = url.partition('?')
d = {}
for p in q.split('&'):
    if p:
        k, _, v = p.partition('=')
        d[k] = v
ps = [k + '=' + d[k] for k in sorted(d) if d[k]]
print(base + ('?' + '&'.join(ps) if ps else ''))
