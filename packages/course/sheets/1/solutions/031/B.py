import sys
n, *l = sys.stdin.read().split()
t = 0
for x in l:
    h, m, s = map(int, x.split(':'))
    t += h * 3600 + m * 60 + s
m, s = divmod(t, 60)
h, m = divmod(m, 60)
print(f'{h}:{m:02}:{s:02}')
