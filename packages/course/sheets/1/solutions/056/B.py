from datetime import date, timedelta
W = 'MON TUE WED THU FRI SAT SUN'.split()
def matches(t, n, w):
    if t.weekday() != w:
        return False
    if n == 'L':
        return (t + timedelta(7)).month != t.month
    return (t.day - 1) // 7 + 1 == int(n)
for _ in range(int(input())):
    ds, n, day = input().split()
    t = date.fromisoformat(ds) + timedelta(1)
    while not matches(t, n, W.index(day)):
        t += timedelta(1)
    print(t.isoformat())
