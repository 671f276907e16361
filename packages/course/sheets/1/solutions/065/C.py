s = input().strip()
n = int(s, 2)
print(format(n ^ n >> 1, '0%db' % len(s)))
