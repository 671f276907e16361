import calendar
W = 'MON TUE WED THU FRI SAT SUN'.split()
for _ in range(int(input())):
    y, n, day = input().split()
    y, w = int(y), W.index(day)
    out = []
    for m in range(1, 13):
        ds = [d for d in range(1, calendar.monthrange(y, m)[1] + 1) if calendar.weekday(y, m, d) == w]
        if n == 'L' or int(n) <= len(ds):
            out.append(f'{y:04}-{m:02}-{ds[-1 if n == "L" else int(n) - 1]:02}')
    print(' '.join(out))
