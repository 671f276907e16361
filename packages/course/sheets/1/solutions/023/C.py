import sys
from itertools import groupby
runs = [(len(list(g)), -i, c) for i, (c, g) in enumerate(groupby(sys.stdin.read().strip()))]
if runs:
    n, _, c = max(runs)
    print(c, n)
else:
    print('none')
