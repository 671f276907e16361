n, m, a, b = map(int, input().split())
ans = 0
while True:
    if a >= m:
        ans += (n - 1) * n // 2 * (a // m)
        a %= m
    if b >= m:
        ans += n * (b // m)
        b %= m
    y = a * n + b
    if y < m:
        break
    n, b, m, a = y // m, y % m, a, m
print(ans)
