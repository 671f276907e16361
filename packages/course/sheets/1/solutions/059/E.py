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
def fits(t, d, k, end):
    try:
        return add(t, d, k) <= end
    except (ValueError, OverflowError):
        return False
for _ in range(int(input())):
    s, e, d = input().split()
    s, e, d = ts(s), ts(e), parse(d)
    k = 1
    while fits(s, d, k, e):
        k *= 2
    lo, hi = k // 2, k
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits(s, d, mid, e):
            lo = mid
        else:
            hi = mid
    print(lo + 1)
