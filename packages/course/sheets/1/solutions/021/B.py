import sys
print([int(x) for x in sys.stdin.read().split()].count(0))
