from functools import lru_cache
s = input().strip()
@lru_cache(None)
def f(i, tight):
    if i == len(s):
        return 1, 0
    top = int(s[i]) if tight else 9
    cnt = tot = 0
    for d in range(top + 1):
        c, t = f(i + 1, tight and d == top)
        cnt += c
        tot += t + d * c
    return cnt, tot
print(f(0, True)[1])
