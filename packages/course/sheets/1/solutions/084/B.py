n, k = map(int, input().split())
r = 0
for m in range(1, n + 1):
    r = (r + k) % m
print(r + 1 if n else 0)
