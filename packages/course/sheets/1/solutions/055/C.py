from datetime import date
for _ in range(int(input())):
    print(date(int(input()), 12, 28).isocalendar()[1])
