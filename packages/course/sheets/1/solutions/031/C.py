import sys
n, *l = sys.stdin.read().split()
print(max(l, key=lambda x: [int(p) for p in x.split(':')], default='none'))
