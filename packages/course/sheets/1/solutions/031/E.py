import sys
n, *l = sys.stdin.read().split()
t = 0
for x in l:
    h, m, s = map(int, x.split(':'))
    t += h * 3600 + m * 60 + s
print(t // int(n) if int(n) else 0)
