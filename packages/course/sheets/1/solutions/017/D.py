import sys
sys.setrecursionlimit(1000)
a, n, m = map(int, input().split())
def g(k):
    if k == 0:
        return 0, 1 % m
    if k % 2:
        s, p = g(k - 1)
        return (1 + a * s) % m, p * a % m
    s, p = g(k // 2)
    return s * (1 + p) % m, p * p % m
print(g(n + 1)[0])
