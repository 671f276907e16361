import calendar
for _ in range(int(input())):
    print('yes' if calendar.isleap(int(input())) else 'no')
