import datetime
for _ in range(int(input())):
    t = datetime.date.fromisoformat(input().strip())
    print((datetime.date(t.year, 12, 31) - t).days)
