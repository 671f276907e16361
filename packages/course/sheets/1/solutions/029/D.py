n, m = map(int, input().split())
def fib(n):
    if n == 0:
        return 0, 1
    a, b = fib(n // 2)
    c, d = a * (2 * b - a) % m, (a * a + b * b) % m
    return (d, (c + d) % m) if n % 2 else (c, d)
print((fib(n + 2)[0] - 1) % m)
