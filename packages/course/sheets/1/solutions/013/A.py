import math
print(math.lcm(*map(int,input().split())))
