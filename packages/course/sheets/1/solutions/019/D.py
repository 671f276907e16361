import sys
from functools import lru_cache
n, k = input().split()
k = int(k)
sys.setrecursionlimit(10000)
@lru_cache(None)
def f(i, r, q, tight):
    if i == len(n):
        return int(r == 0 and q == 0)
    top = int(n[i]) if tight else 9
    return sum(f(i + 1, (r * 10 + d) % k, (q + d) % k, tight and d == top) for d in range(top + 1))
print(f(0, 0, 0, True) - 1)
