from datetime import date
for _ in range(int(input())):
    a, b = map(date.fromisoformat, input().split())
    print(abs((b - a).days))
