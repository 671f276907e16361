import math
m = int(input())
print((math.isqrt(8 * m + 1) - 1) // 2)
