from datetime import datetime
f = lambda s: datetime.strptime(s, '%Y-%m-%dT%H:%M:%SZ')
for _ in range(int(input())):
    a, b = map(f, input().split())
    d = b - a
    h, rest = divmod(d.seconds, 3600)
    m, s = divmod(rest, 60)
    t = ''.join(f'{v}{u}' for v, u in ((h, 'H'), (m, 'M'), (s, 'S')) if v)
    r = 'P' + (f'{d.days}D' if d.days else '') + ('T' + t if t else '')
    print(r if r != 'P' else 'PT0S')
