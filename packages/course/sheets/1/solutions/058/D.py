from datetime import datetime, timedelta, timezone
tz = input().strip()
sign = -1 if tz[0] == '-' else 1
zone = timezone(sign * timedelta(hours=int(tz[1:3]), minutes=int(tz[4:6])))
for _ in range(int(input())):
    print(datetime.fromisoformat(input().strip()).astimezone(zone).isoformat())
