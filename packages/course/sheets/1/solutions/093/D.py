import sys
best = None
for line in sys.stdin:
    rec = dict(t.split('=', 1) for t in line.split())
    if 'req' in rec and 'latency_ms' in rec:
        if best is None or int(rec['latency_ms']) > best[0]:
            best = (int(rec['latency_ms']), rec['req'])
print(best[1] if best else 'none')
