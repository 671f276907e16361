import sys
head, *lines = sys.stdin.read().split('\n')
cols = head.strip().split(',')
print(','.join(cols))
for line in lines:
    if line.strip():
        rec = dict(t.split('=', 1) for t in line.split())
        print(','.join(rec.get(c, '') for c in cols))
