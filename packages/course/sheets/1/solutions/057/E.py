from datetime import date, datetime
R = date(1999, 12, 27).toordinal()
def mins(d, hm):
    t = datetime.strptime(d + ' ' + hm, '%Y-%m-%d %H:%M')
    return (t.toordinal() - R) * 1440 + t.hour * 60 + t.minute
def W(x):
    w, r = divmod(x, 10080)
    k, m = divmod(r, 1440)
    if k >= 5:
        return w * 2100 + 2100
    return w * 2100 + k * 420 + min(max(m - 540, 0), 180) + min(max(m - 780, 0), 240)
for _ in range(int(input())):
    d1, h1, d2, h2 = input().split()
    print(W(mins(d2, h2)) - W(mins(d1, h1)))
