n = int(input())
r = 1
d = 2
while d * d <= n:
    e = 0
    while n % d == 0:
        n //= d
        e += 1
    r *= e + 1
    d += 1 if d == 2 else 2
print(r * 2 if n > 1 else r)
