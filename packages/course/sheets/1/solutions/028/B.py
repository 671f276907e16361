from math import factorial
n, k = map(int, input().split())
left = list(range(1, n + 1))
k -= 1
out = []
while left:
    q, k = divmod(k, factorial(len(left) - 1))
    out.append(left.pop(q))
print(*out)
