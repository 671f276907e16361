n = int(input()) + 1
t = 0
for k in range(61):
    c = 1 << k + 1
    t += n // c * (c // 2) + max(0, n % c - c // 2)
print(t)
