import sys
n, k, *v = map(int, sys.stdin.read().split())
p = [0]
for x in v:
    p.append(p[-1] + x)
w = [p[i + k] - p[i] for i in range(n - k + 1)]
print(max(w) if w else 'none')
