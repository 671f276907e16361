from collections import Counter
n, *w = open(0).read().split()
seen = Counter()
out = []
for x in w:
    k = ''.join(sorted(x))
    out.append(seen[k])
    seen[k] += 1
print(*out)
