from datetime import date, timedelta
for _ in range(int(input())):
    d, k = input().split()
    print((date.fromisoformat(d) + timedelta(days=int(k))).isoformat())
