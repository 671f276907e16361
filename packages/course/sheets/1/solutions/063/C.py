m, u = (int(x, 8) for x in input().split())
print('%03o' % (m & ~u))
