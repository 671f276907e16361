import calendar
for _ in range(int(input())):
    print(365 + calendar.isleap(int(input())))
