import sys
lines = sys.stdin.read().split('\n')
W, a = int(lines[0]), lines[1].split() if len(lines) > 1 else []
n = len(a)
for c in range(n, 0, -1):
    w = [max(len(s) for s in a[j::c]) for j in range(c)]
    if sum(w) + 2 * (c - 1) <= W or c == 1:
        for i in range(0, n, c):
            print('  '.join(s.ljust(x) for s, x in zip(a[i:i + c], w)))
        break
