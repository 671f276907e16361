import sys
n, k, t, *v = map(int, sys.stdin.read().split())
s = sum(v[:k])
c = 0
for i in range(n - k + 1):
    if i:
        s += v[i + k - 1] - v[i - 1]
    c += s > t * k
print(c)
