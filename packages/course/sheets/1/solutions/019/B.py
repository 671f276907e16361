from functools import lru_cache
L, R, S = map(int, input().split())
def count(n):
    if n < 0:
        return 0
    s = str(n)
    @lru_cache(None)
    def f(i, rest, tight):
        if rest < 0:
            return 0
        if i == len(s):
            return int(rest == 0)
        top = int(s[i]) if tight else 9
        return sum(f(i + 1, rest - d, tight and d == top) for d in range(top + 1))
    return f(0, S, True)
print(count(R) - count(L - 1))
