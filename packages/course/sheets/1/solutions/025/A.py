from itertools import groupby
s, n = input().split()
for _ in range(int(n)):
    s = ''.join(str(len(list(g))) + d for d, g in groupby(s))
print(s)
