from itertools import groupby
r = []
for c, g in groupby(input()):
    n = len(list(g))
    while n > 0:
        r.append(f'{min(n, 9)}{c}')
        n -= 9
print(''.join(r))
