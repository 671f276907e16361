import sys
lines = sys.stdin.read().split('\n')
W, a = int(lines[0]), lines[1].split() if len(lines) > 1 else []
n = len(a)
for r in range(1, n + 1):
    cols = [a[k:k + r] for k in range(0, n, r)]
    w = [max(map(len, c)) for c in cols]
    if sum(w) + 2 * (len(cols) - 1) <= W or r == n:
        for i in range(r):
            print('  '.join(c[i].ljust(x) for c, x in zip(cols, w) if i < len(c)))
        break
