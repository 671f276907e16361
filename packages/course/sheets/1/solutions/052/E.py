import calendar
names = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split()
for _ in range(int(input())):
    y, m, d = map(int, input().split('-'))
    print(names[calendar.weekday(y, m, calendar.monthrange(y, m)[1])])
