from collections import Counter
n, *w = open(0).read().split()
print(max(Counter(''.join(sorted(x)) for x in w).values(), default=0))
