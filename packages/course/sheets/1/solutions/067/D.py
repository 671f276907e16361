import ipaddress
a, b = (ipaddress.ip_network(s, strict=False) for s in input().split())
if a == b:
    print('equal')
elif b.subnet_of(a):
    print('first contains second')
elif a.subnet_of(b):
    print('second contains first')
else:
    print('disjoint')
