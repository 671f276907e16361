import sys
n, *vs = sys.stdin.read().split()
print(max(vs, key=lambda v: tuple(map(int, v.split('.'))), default='none'))
