import sys
n = 0
for line in sys.stdin:
    rec = dict(t.split('=', 1) for t in line.split())
    n += 500 <= int(rec.get('status', 0)) <= 599
print(n)
