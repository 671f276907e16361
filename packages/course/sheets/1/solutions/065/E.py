def dec(s):
    g = int(s, 2)
    n = 0
    while g:
        n ^= g
        g >>= 1
    return n
a, b = input().split()
print(abs(dec(a) - dec(b)))
