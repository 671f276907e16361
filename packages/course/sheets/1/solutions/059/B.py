import calendar, re
from datetime import datetime, timedelta
PAT = re.compile(r'P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?')
def parse(s):
    return [int(x or 0) for x in PAT.fullmatch(s).groups()]
def ts(s):
    return datetime.strptime(s, '%Y-%m-%dT%H:%M:%SZ')
def out(t):
    return t.isoformat() + 'Z'
def add(t, d, k):
    y, m = divmod(t.year * 12 + t.month - 1 + k * (d[0] * 12 + d[1]), 12)
    base = t.replace(year=y, month=m + 1, day=min(t.day, calendar.monthrange(y, m + 1)[1]))
    return base + timedelta(days=k * (7 * d[2] + d[3]), hours=k * d[4], minutes=k * d[5], seconds=k * d[6])
for _ in range(int(input())):
    a, b = input().split()
    print(out(add(ts(a), parse(b), -1)))
