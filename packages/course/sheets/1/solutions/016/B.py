from math import gcd
p, q = map(int, input().split())
q //= gcd(p, q)
pre = 0
for f in (2, 5):
    e = 0
    while q % f == 0:
        q //= f
        e += 1
    pre = max(pre, e)
per, x = 0, 1 % q
if q > 1:
    per, x = 1, 10 % q
    while x != 1:
        x = x * 10 % q
        per += 1
print(pre, per)
