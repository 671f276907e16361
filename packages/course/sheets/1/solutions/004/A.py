from itertools import groupby
print(''.join(f'{len(list(g))}{c}' for c, g in groupby(input())))
