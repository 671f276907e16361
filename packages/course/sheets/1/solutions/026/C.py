n, k, m = map(int, input().split())
p = (k - 1) % (n - m + 1)
for size in range(n - m + 2, n + 1):
    p = (p + k) % size
print(p + 1)
