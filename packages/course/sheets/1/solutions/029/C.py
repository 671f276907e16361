import sys
lines = sys.stdin.read().split('\n')
d, n, m = map(int, lines[0].split())
c = list(map(int, lines[1].split()))
a = list(map(int, lines[2].split()))
def step(p, q):
    r = [0] * (2 * d - 1)
    for i, x in enumerate(p):
        for j, y in enumerate(q):
            r[i + j] += x * y
    for k in range(2 * d - 2, d - 1, -1):
        for i in range(d):
            r[k - 1 - i] += r[k] * c[i]
    return [x % m for x in r[:d]]
res = [1 % m] + [0] * (d - 1)
base = [0, 1] + [0] * (d - 2) if d > 1 else [c[0] % m]
while n:
    if n & 1:
        res = step(res, base)
    base = step(base, base)
    n >>= 1
print(sum(x * y for x, y in zip(res, a)) % m)
