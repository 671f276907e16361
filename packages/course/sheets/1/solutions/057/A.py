from datetime import date, datetime, timedelta
R = date(1999, 12, 27).toordinal()
def mins(d, hm):
    t = datetime.strptime(d + ' ' + hm, '%Y-%m-%d %H:%M')
    return (t.toordinal() - R) * 1440 + t.hour * 60 + t.minute
def W(x):
    w, r = divmod(x, 10080)
    k, m = divmod(r, 1440)
    return w * 2400 + (k * 480 + min(max(m - 540, 0), 480) if k < 5 else 2400)
def inv(target):
    w, r = divmod(target - 1, 2400)
    k, m = divmod(r, 480)
    return w * 10080 + k * 1440 + 540 + m + 1
for _ in range(int(input())):
    d, hm, m = input().split()
    x = mins(d, hm)
    t = inv(W(x) + int(m)) if int(m) else x
    print((datetime.combine(date.fromordinal(R), datetime.min.time()) + timedelta(minutes=t)).strftime('%Y-%m-%d %H:%M'))
