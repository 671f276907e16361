from datetime import datetime, timezone
for _ in range(int(input())):
    t = datetime.fromisoformat(input().strip()).astimezone(timezone.utc)
    print(t.replace(tzinfo=None).isoformat() + 'Z')
