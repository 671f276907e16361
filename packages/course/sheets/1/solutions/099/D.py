import sys
from datetime import datetime
fmt = '%Y-%m-%dT%H:%M:%SZ'
events = []
for line in sys.stdin:
    if line.strip():
        _, s, e = line.split()
        events += [(datetime.strptime(s, fmt), -1), (datetime.strptime(e, fmt), 1)]
events.sort()
depth, out = 0, []
for t, d in events:
    if depth == 0 and d == -1:
        if out and out[-1][1] == t:
            out[-1][1] = None
        else:
            out.append([t, None])
    depth -= d
    if depth == 0:
        out[-1][1] = t
print('\n'.join(s.strftime(fmt) + ' ' + e.strftime(fmt) for s, e in out) if out else 'none')
