from itertools import groupby
runs = [(len(list(g)), c) for c, g in groupby(input())]
if runs:
    n = max(r[0] for r in runs)
    print(n, next(c for k, c in runs if k == n))
else:
    print(0)
