n, k, y = map(int, input().split())
r = 0
for m in range(1, n + 1):
    r = (r + k) % m
print((y - 1 - r) % n + 1)
