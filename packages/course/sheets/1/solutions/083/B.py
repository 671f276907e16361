import sys
d = list(map(int, sys.stdin.read().split()))
n = d[0]
g = [d[1 + i * n:1 + (i + 1) * n] for i in range(n)]
want = list(range(1, n + 1))
print(sum(sorted(l) != want for l in g + [list(c) for c in zip(*g)]))
