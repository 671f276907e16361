import sys
from datetime import datetime, timezone
def ts(s):
    return int(datetime.strptime(s, '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=timezone.utc).timestamp())
points = []
for line in sys.stdin:
    if line.strip():
        _, s, e = line.split()
        points += [(ts(s), 1), (ts(e), -1)]
points.sort()
total, depth, since = 0, 0, 0
for t, d in points:
    if depth > 0:
        total += t - since
    depth += d
    since = t
print(total)
