def f(n):
    n += 1
    return sum(n // (2 << k) * (1 << k) + max(0, n % (2 << k) - (1 << k)) for k in range(61))
a, b = map(int, input().split())
print(f(b) - f(a - 1))
