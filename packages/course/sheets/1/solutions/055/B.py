from datetime import date
for _ in range(int(input())):
    y, w, d = input().strip().split('-')
    print(date.fromisocalendar(int(y), int(w[1:]), int(d)).isoformat())
