n, k = map(int, input().split())
r = 0
for i in range(1, n + 1):
    r = (r + k) % i
print(r + 1 if n else 0)
