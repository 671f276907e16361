import sys
n, t, *a = map(int, sys.stdin.read().split())
basis = []
for x in a[:n]:
    for b in basis:
        x = min(x, x ^ b)
    if x:
        basis.append(x)
        basis.sort(reverse=True)
for b in basis:
    t = min(t, t ^ b)
print('no' if t else 'yes')
