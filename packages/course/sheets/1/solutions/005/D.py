n, *w = open(0).read().split()
g = {}
for x in w:
    g.setdefault(''.join(sorted(x)), []).append(x)
print(len(g))
for v in g.values():
    print(*v)
