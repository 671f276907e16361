import sys
lines = sys.stdin.read().split('\n')
W, a = int(lines[0]), lines[1].split() if len(lines) > 1 else []
if a:
    m = max(map(len, a))
    c = max(1, (W + 2) // (m + 2))
    r = -(-len(a) // c)
    for i in range(r):
        print('  '.join(s.ljust(m) for s in a[i::r]))
