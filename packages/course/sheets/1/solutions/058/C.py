from datetime import datetime
t = sorted(datetime.fromisoformat(input().strip()) for _ in range(int(input())))
print(max((int((b - a).total_seconds()) for a, b in zip(t, t[1:])), default=0))
