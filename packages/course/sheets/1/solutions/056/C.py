import calendar
from datetime import date
W = 'MON TUE WED THU FRI SAT SUN'.split()
for _ in range(int(input())):
    t = date.fromisoformat(input().strip())
    last = t.day + 7 > calendar.monthrange(t.year, t.month)[1]
    print((t.day + 6) // 7, W[t.weekday()] + (' last' if last else ''))
