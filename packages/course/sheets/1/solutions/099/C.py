import sys
from datetime import datetime, timezone
fmt = '%Y-%m-%dT%H:%M:%SZ'
events = []
for line in sys.stdin:
    if line.strip():
        _, s, e = line.split()
        events.append((datetime.strptime(s, fmt), 1))
        events.append((datetime.strptime(e, fmt), -1))
events.sort()
cur = best = 0
at = None
for t, d in events:
    cur += d
    if cur > best:
        best, at = cur, t
print(best, at.strftime(fmt) if at else 'none')
