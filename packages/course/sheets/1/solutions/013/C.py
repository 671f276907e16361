import math
a,b,t=map(int,input().split())
print(t//math.lcm(a,b))
