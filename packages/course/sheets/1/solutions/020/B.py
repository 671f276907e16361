from math import isqrt
n = int(input())
k = isqrt(n)
T = lambda x: x * (x + 1) // 2
print(sum(d * (n // d) + T(n // d) for d in range(1, k + 1)) - k * T(k))
