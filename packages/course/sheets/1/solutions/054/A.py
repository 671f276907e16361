from datetime import datetime
f = lambda s: datetime.strptime(s, '%Y-%m-%dT%H:%M:%SZ')
for _ in range(int(input())):
    a, b = input().split()
    print(int((f(b) - f(a)).total_seconds()))
