import sys
key, *lines = sys.stdin.read().split('\n')
out = []
for line in lines:
    rec = dict(t.split('=', 1) for t in line.split())
    if key.strip() in rec:
        out.append(rec[key.strip()])
print('\n'.join(out) if out else 'none')
