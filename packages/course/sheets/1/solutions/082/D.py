import math
n = int(input())
c = 0
while n:
    c += (math.isqrt(n) + 1) // 2
    n //= 2
print(c)
