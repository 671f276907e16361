from datetime import date
for _ in range(int(input())):
    a, b = map(date.fromisoformat, input().split())
    x = (b - a).days
    w, d = divmod(abs(x), 7)
    print(f"{'-' if x < 0 else ''}{w}w {d}d")
