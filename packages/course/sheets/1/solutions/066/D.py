n, k = map(int, input().split())
c = 2 << k
print((n + 1) // c * (c // 2) + max(0, (n + 1) % c - c // 2))
