import datetime
names = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split()
for _ in range(int(input())):
    print(names[datetime.date.fromisoformat(input().strip()).weekday()])
