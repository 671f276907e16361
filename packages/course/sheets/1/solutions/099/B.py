import sys
from datetime import datetime, timezone
def ts(s):
    return int(datetime.strptime(s, '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=timezone.utc).timestamp())
points = {}
for line in sys.stdin:
    if line.strip():
        svc, s, e = line.split()
        points.setdefault(svc, []).extend([(ts(s), 1), (ts(e), -1)])
for svc in sorted(points):
    total, depth, since = 0, 0, 0
    for t, d in sorted(points[svc]):
        if depth > 0:
            total += t - since
        depth += d
        since = t
    print(svc, total)
