import sys
k, *ms = sys.stdin.read().split()
r = 0o777
for m in ms[:int(k)]:
    r &= int(m, 8)
print(format(r, '03o'))
