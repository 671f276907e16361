import sys
h, *g = sys.stdin.read().split('\n')
r = int(h.split()[0])
for row in g[:r][::-1]:
    print(row[::-1])
