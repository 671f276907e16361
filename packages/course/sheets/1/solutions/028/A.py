import sys
from math import factorial
n, *p = map(int, sys.stdin.read().split())
left = sorted(p)
r = 1
for i, x in enumerate(p):
    j = left.index(x)
    r += j * factorial(n - 1 - i)
    left.pop(j)
print(r)
