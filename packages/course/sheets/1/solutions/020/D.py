from math import isqrt
n, L, R = map(int, input().split())
k = isqrt(n)
head = [0]
for i in range(1, k + 1):
    head.append(head[-1] + n // i)
def P(x):
    x = min(x, n)
    if x <= k:
        return head[x]
    return head[k] + sum(min(x, n // q) - k for q in range(1, n // (k + 1) + 1))
print(P(R) - P(L - 1))
