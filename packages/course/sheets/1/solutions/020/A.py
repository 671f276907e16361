from math import isqrt
n = int(input())
k = isqrt(n)
print(2 * sum(n // i for i in range(1, k + 1)) - k * k)
