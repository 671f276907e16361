import math
m = int(input())
k = (math.isqrt(8 * m + 1) - 1) // 2
print(m - k * (k + 1) // 2)
