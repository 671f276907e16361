from datetime import datetime, timedelta
for _ in range(int(input())):
    t = datetime(1970, 1, 1) + timedelta(seconds=int(input()))
    print(t.isoformat() + 'Z')
