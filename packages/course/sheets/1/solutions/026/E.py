n, k, t = map(int, input().split())
j = 0
for i in range(1, n + 1):
    j = (j + k) % i
print((t - 1 - j) % n + 1)
