import sys
rows = [l.split(',') for l in sys.stdin.read().split('\n')[1:] if l]
if rows:
    top = max(int(r[2]) for r in rows)
    r = next(r for r in rows if int(r[2]) == top)
    print(r[1], r[2])
else:
    print('none')
