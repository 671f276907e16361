url = input()
q = url.split('#')[0].partition('?')[2]
ps = [p.partition('=') for p in q.split('&') if p]
ps.sort(key=lambda p: p[0])
print('\n'.join(k + '=' + v for k, _, v in ps) or '(none)')
