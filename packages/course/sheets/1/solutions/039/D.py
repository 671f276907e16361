from datetime import datetime, timedelta
LIMITS = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 6)]
def expand(spec, lo, hi):
    vals = set()
    for item in spec.split(','):
        rng, _, step = item.partition('/')
        step = int(step) if step else 1
        if rng == '*':
            a, b = lo, hi
        elif '-' in rng:
            a, b = map(int, rng.split('-'))
        else:
            a = int(rng)
            b = hi if step > 1 or '/' in item else a
        vals.update(range(a, b + 1, step))
    return sorted(vals)
class Cron:
    def __init__(self, expr):
        self.raw = expr.split()
        self.f = [expand(s, *LIMITS[i]) for i, s in enumerate(self.raw)]
        self.minutes = [h * 60 + m for h in self.f[1] for m in self.f[0]]
    def day_ok(self, d):
        if d.month not in self.f[3]:
            return False
        dom = d.day in self.f[2]
        dow = (d.weekday() + 1) % 7 in self.f[4]
        if '*' in (self.raw[2], self.raw[4]):
            return dom and dow
        return dom or dow
def parse_t(s):
    return datetime.strptime(s.strip(), '%Y-%m-%d %H:%M')
def fmt(t):
    return t.strftime('%Y-%m-%d %H:%M')
import sys
from bisect import bisect_left
expr, s, e = sys.stdin.read().split('\n')[:3]
c = Cron(expr)
a, b = parse_t(s), parse_t(e)
def upto(t):
    day = datetime(t.year, t.month, t.day)
    return day, bisect_left(c.minutes, t.hour * 60 + t.minute)
da, ia = upto(a)
db, ib = upto(b)
total = 0
day = da
while day <= db:
    if c.day_ok(day):
        lo = ia if day == da else 0
        hi = ib if day == db else len(c.minutes)
        total += max(0, hi - lo)
    day += timedelta(days=1)
print(total)
