key, url = input(), input()
q = url.split('#')[0].partition('?')[2]
vals = [v for k, _, v in (p.partition('=') for p in q.split('&') if p) if k == key]
print(','.join(vals) if vals else 'missing')
