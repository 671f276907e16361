import sys
d = sys.stdin.read().split()
n = int(d[0])
g = [d[1 + i * n:1 + (i + 1) * n] for i in range(n)]
want = set(map(str, range(1, n + 1)))
lines = g + [list(c) for c in zip(*g)]
print('yes' if all(len(set(l)) == n and set(l) == want for l in lines) else 'no')
