import sys
h, *g = sys.stdin.read().split('\n')
r = int(h.split()[0])
for col in zip(*g[:r]):
    print(''.join(col))
