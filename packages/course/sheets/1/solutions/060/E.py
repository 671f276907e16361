import sys
from datetime import date, datetime, time, timedelta
MON = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split()
DOW = 'SUN MON TUE WED THU FRI SAT'.split()
def val(x, names, base):
    return names.index(x) + base if x in names else int(x)
def field(s, lo, hi, names=(), base=0):
    out = set()
    for item in s.split(','):
        rng, slash, step = item.partition('/')
        if rng == '*':
            a, b = lo, hi
        elif '-' in rng:
            a, b = (val(x, names, base) for x in rng.split('-'))
        else:
            a = val(rng, names, base)
            b = hi if slash else a
        out.update(range(a, b + 1, int(step or 1)))
    return out
class Cron:
    def __init__(self, f):
        self.mi = sorted(field(f[0], 0, 59))
        self.h = sorted(field(f[1], 0, 23))
        self.dom = field(f[2], 1, 31)
        self.mon = field(f[3], 1, 12, MON, 1)
        self.dow = {x % 7 for x in field(f[4], 0, 7, DOW)}
        self.both = f[2].startswith('*') or f[4].startswith('*')
    def day(self, d):
        if d.month not in self.mon:
            return False
        a, b = d.day in self.dom, (d.weekday() + 1) % 7 in self.dow
        return a and b if self.both else a or b
    def forward(self, d):
        idle = 0
        while idle < 146100:
            if d.month not in self.mon:
                nxt = (d.replace(day=1) + timedelta(days=32)).replace(day=1)
                idle += (nxt - d).days
                d = nxt
                continue
            if self.day(d):
                idle = -1
                yield d
            d += timedelta(days=1)
            idle += 1
    def backward(self, d):
        idle = 0
        while idle < 146100:
            if d.month not in self.mon:
                prv = d.replace(day=1) - timedelta(days=1)
                idle += (d - prv).days
                d = prv
                continue
            if self.day(d):
                idle = -1
                yield d
            d -= timedelta(days=1)
            idle += 1
def ts(s):
    return datetime.strptime(s, '%Y-%m-%dT%H:%MZ')
def fmt(t):
    return t.isoformat()[:16] + 'Z'
lines = sys.stdin.read().split('\n')
for line in lines[1:1 + int(lines[0])]:
    f = line.split()
    c, n = Cron(f), int(f[7])
    off = (-1 if f[5][0] == '-' else 1) * timedelta(hours=int(f[5][1:3]), minutes=int(f[5][4:6]))
    t = ts(f[6]) + off
    out = []
    for d in c.forward(t.date()):
        out += [x for H in c.h for M in c.mi if (x := datetime.combine(d, time(H, M))) > t]
        if len(out) >= n:
            break
    print('\n'.join(fmt(x - off) for x in out[:n]) or 'none')
