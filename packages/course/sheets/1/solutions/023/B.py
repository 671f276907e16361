import sys
from itertools import groupby
print(len(list(groupby(sys.stdin.read().strip()))))
