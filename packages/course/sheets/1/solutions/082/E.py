n, t = map(int, input().split())
d = [0] * (n + 1)
for p in range(1, n + 1):
    for j in range(p, n + 1, p):
        d[j] += 1
print(d[1:].count(t))
