from itertools import groupby
r = ''
for c, g in groupby(input()):
    n = len(list(g))
    r += c + (str(n) if n > 1 else '')
print(r)
