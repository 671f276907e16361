import sys
n, k, *v = map(int, sys.stdin.read().split())
p = [0]
for x in v:
    p.append(p[-1] + x)
w = [(p[i + k] - p[i], i + 1) for i in range(n - k + 1)]
print(min(w)[1] if w else 0)
