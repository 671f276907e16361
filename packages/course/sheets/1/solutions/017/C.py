a, b, c, m = map(int, input().split())
if b == 0 and c > 0:
    print(1 % m)
elif a % m == 0:
    print(0)
else:
    print(pow(a, pow(b, c, m - 1), m))
