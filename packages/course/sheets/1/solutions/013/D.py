import math
a,b,t=map(int,input().split())
print(t//a+t//b-t//math.lcm(a,b))
