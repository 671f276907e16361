from functools import lru_cache
s = input().strip()
@lru_cache(None)
def f(i, prev, tight, started):
    if i == len(s):
        return int(started)
    top = int(s[i]) if tight else 9
    total = 0
    for d in range(top + 1):
        if started and d == prev:
            continue
        st = started or d > 0
        total += f(i + 1, d if st else -1, tight and d == top, st)
    return total
print(f(0, -1, True, False))
