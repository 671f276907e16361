g = int(s := input().strip(), 2)
n = 0
while g:
    n ^= g
    g >>= 1
print(format(n, '0%db' % len(s)))
