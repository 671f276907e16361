from itertools import groupby
s, L = input().split()
for n in range(101):
    if len(s) > int(L):
        print(n)
        break
    s = ''.join(str(len(list(g))) + d for d, g in groupby(s))
else:
    print(-1)
