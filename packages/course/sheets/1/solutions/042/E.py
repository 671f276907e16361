import sys
h, *g = sys.stdin.read().split('\n')
r, c, k = map(int, h.split())
rows = g[:r]
t = k % 4
if t == 2:
    rows = [x[::-1] for x in rows[::-1]]
elif t:
    cols = [''.join(x) for x in zip(*rows)]
    rows = [x[::-1] for x in cols] if t == 1 else cols[::-1]
for x in rows:
    print(x)
