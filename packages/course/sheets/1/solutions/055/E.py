from datetime import date
for _ in range(int(input())):
    print(date.fromisocalendar(int(input()), 1, 1))
