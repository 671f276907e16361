import math
input()
print(math.lcm(1,*map(int,input().split())))
