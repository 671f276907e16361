from datetime import datetime
for _ in range(int(input())):
    t = datetime.strptime(input().strip(), '%Y-%m-%dT%H:%M:%SZ')
    print(int((t - datetime(1970, 1, 1)).total_seconds()))
