a, b, k = map(int, input().split())
M = 10 ** k
v, e = 1, 0
while e < b and v < M and a > 1:
    v *= a
    e += 1
if a <= 1:
    v = a if b else 1
if v >= M:
    print(str(pow(a, b, M)).zfill(k))
else:
    print(v)
