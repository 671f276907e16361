import calendar
for _ in range(int(input())):
    y, m = map(int, input().split('-'))
    print(calendar.monthrange(y, m)[1])
