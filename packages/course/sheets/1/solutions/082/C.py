n, k = map(int, input().split())
f = [0] * (n + 1)
for p in range(1, k + 1):
    for j in range(p, n + 1, p):
        f[j] ^= 1
print(sum(f))
