import calendar
for _ in range(int(input())):
    a, b = map(int, input().split())
    print(calendar.leapdays(a, b + 1))
