from datetime import datetime
f = lambda s: datetime.strptime(s, '%Y-%m-%dT%H:%M:%SZ')
for _ in range(int(input())):
    a, b = map(f, input().split())
    d = b - a
    m, s = divmod(d.seconds, 60)
    print(f'{d.days}d {m // 60:02}:{m % 60:02}:{s:02}')
