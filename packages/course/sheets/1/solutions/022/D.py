import sys
from itertools import accumulate
v = list(map(int, sys.stdin.read().split()))[1:]
print(max([0, *accumulate(v)]))
