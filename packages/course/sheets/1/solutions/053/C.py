from datetime import date
for _ in range(int(input())):
    a, b = map(date.fromisoformat, input().split())
    age = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        age -= 1
    print(age)
