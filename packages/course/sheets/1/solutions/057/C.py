import sys
from datetime import date, datetime, timedelta
R = date(1999, 12, 27).toordinal()
lines = sys.stdin.read().split('\n')
h = int(lines[0])
hol = [date.fromisoformat(s.strip()).toordinal() - R for s in lines[1:h + 1]]
hol = [k for k in set(hol) if k % 7 < 5]
def mins(d, hm):
    t = datetime.strptime(d + ' ' + hm, '%Y-%m-%d %H:%M')
    return (t.toordinal() - R) * 1440 + t.hour * 60 + t.minute
def W(x):
    w, r = divmod(x, 10080)
    k, m = divmod(r, 1440)
    base = w * 2400 + (k * 480 + min(max(m - 540, 0), 480) if k < 5 else 2400)
    return base - sum(min(max(x - k * 1440 - 540, 0), 480) for k in hol)
for line in lines[h + 2:h + 2 + int(lines[h + 1])]:
    d, hm, m = line.split()
    x = mins(d, hm)
    goal = W(x) + int(m)
    lo, hi = x, x + 10000 * 1440
    while lo < hi:
        mid = (lo + hi) // 2
        if W(mid) >= goal:
            hi = mid
        else:
            lo = mid + 1
    print((datetime(1999, 12, 27) + timedelta(minutes=lo)).strftime('%Y-%m-%d %H:%M'))
