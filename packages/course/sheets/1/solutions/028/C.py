from math import factorial
from collections import Counter
s = input().strip()
cnt = Counter(s)
def ways():
    r = factorial(sum(cnt.values()))
    for v in cnt.values():
        r //= factorial(v)
    return r
rank = 1
for x in s:
    total = ways()
    n = sum(cnt.values())
    rank += sum(total * cnt[c] // n for c in cnt if c < x)
    cnt[x] -= 1
print(rank)
