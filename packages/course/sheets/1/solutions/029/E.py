n, m = map(int, input().split())
def fib(k, mod):
    M = [[1, 1], [1, 0]]
    R = [[1, 0], [0, 1]]
    while k:
        if k & 1:
            R = [[sum(R[i][t] * M[t][j] for t in range(2)) % mod for j in range(2)] for i in range(2)]
        M = [[sum(M[i][t] * M[t][j] for t in range(2)) % mod for j in range(2)] for i in range(2)]
        k >>= 1
    return R[0][1]
p, a, b = 1, 1, 1 % m
while m > 1 and (a, b) != (0, 1):
    a, b, p = b, (a + b) % m, p + 1
print(fib(fib(n, p), m) % m)
