from datetime import date, timedelta
for _ in range(int(input())):
    a, b = map(date.fromisoformat, input().split())
    first = a + timedelta(days=(4 - a.weekday()) % 7)
    print(0 if first > b else (b - first).days // 7 + 1)
