from datetime import date, timedelta
for _ in range(int(input())):
    d = date.fromisoformat(input().strip())
    m = d - timedelta(days=d.weekday())
    print(m, m + timedelta(days=6))
