from datetime import datetime, timedelta
for _ in range(int(input())):
    s, k = input().split()
    print((datetime.strptime(s, '%Y-%m-%dT%H:%M:%SZ') + timedelta(seconds=int(k))).isoformat() + 'Z')
