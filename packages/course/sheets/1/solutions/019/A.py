from functools import lru_cache
s = input().strip()
@lru_cache(None)
def f(i, tight):
    if i == len(s):
        return 1
    top = int(s[i]) if tight else 9
    return sum(f(i + 1, tight and d == top) for d in range(top + 1) if d != 4)
print(f(0, True))
