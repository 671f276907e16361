from datetime import date
for _ in range(int(input())):
    y, w, d = date.fromisoformat(input().strip()).isocalendar()
    print(f'{y:04}-W{w:02}-{d}')
