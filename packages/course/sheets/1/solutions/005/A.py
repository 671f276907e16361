n, *w = open(0).read().split()
print(len({''.join(sorted(x)) for x in w}))
