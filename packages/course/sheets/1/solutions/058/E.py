from collections import Counter
from datetime import datetime, timezone
c = Counter(datetime.fromisoformat(input().strip()).astimezone(timezone.utc).date() for _ in range(int(input())))
for d in sorted(c):
    print(d, c[d])
