from collections import Counter
n, *w = open(0).read().split()
print(sum(k * (k - 1) // 2 for k in Counter(''.join(sorted(x)) for x in w).values()))
