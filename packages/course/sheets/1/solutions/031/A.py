import sys
n, *l = sys.stdin.read().split()
print(sum(int(h) * 3600 + int(m) * 60 + int(s) for h, m, s in (x.split(':') for x in l)))
