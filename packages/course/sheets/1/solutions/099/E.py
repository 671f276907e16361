import sys
from datetime import datetime, timezone
fmt = '%Y-%m-%dT%H:%M:%SZ'
def ts(s):
    return int(datetime.strptime(s, fmt).replace(tzinfo=timezone.utc).timestamp())
head, *lines = sys.stdin.read().split('\n')
lo, hi = map(ts, head.split())
covered = sorted((max(ts(s), lo), min(ts(e), hi)) for _, s, e in (l.split() for l in lines if l.strip()))
covered = [(s, e) for s, e in covered if s < e]
quiet, t = [], lo
for s, e in covered:
    if s > t:
        quiet.append((s - t, -t))
    t = max(t, e)
if hi > t:
    quiet.append((hi - t, -t))
if quiet:
    length, start = max(quiet)
    print(length, datetime.fromtimestamp(-start, timezone.utc).strftime(fmt))
else:
    print('0 none')
