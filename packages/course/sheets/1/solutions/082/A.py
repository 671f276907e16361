import math
print(math.isqrt(int(input())))
