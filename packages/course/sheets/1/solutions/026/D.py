import sys
n, m, *c = map(int, sys.stdin.read().split())
a = list(range(1, n + 1))
i = j = 0
while len(a) > 1:
    i = (i + c[j % m] - 1) % len(a)
    del a[i]
    j += 1
print(a[0] if a else 0)
