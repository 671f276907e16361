import sys
from collections import defaultdict
spans = {}
kids = defaultdict(list)
for line in sys.stdin:
    if line.strip():
        trace, sid, parent, service, s, e = line.split()
        spans[trace, sid] = (service, int(s), int(e), parent)
        if parent != '-':
            kids[trace, parent].append((trace, sid))
roots = sorted(k for k, v in spans.items() if v[3] == '-')
def self_time(key):
    service, s, e, _ = spans[key]
    pts = []
    for k in kids[key]:
        a, b = max(spans[k][1], s), min(spans[k][2], e)
        if a < b:
            pts += [(a, 1), (b, -1)]
    busy, depth, last = 0, 0, 0
    for t, d in sorted(pts):
        if depth:
            busy += t - last
        depth += d
        last = t
    return e - s - busy
total = defaultdict(int)
for key, v in spans.items():
    total[v[0]] += self_time(key)
for svc in sorted(total):
    print(svc, total[svc])
