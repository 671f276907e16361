import sys
from math import factorial
from collections import Counter
lines = sys.stdin.read().split('\n')
cnt = Counter(lines[0].strip())
k = int(lines[1]) - 1
out = ''
n = sum(cnt.values())
while n:
    total = factorial(n)
    for v in cnt.values():
        total //= factorial(v)
    for c in sorted(cnt):
        block = total * cnt[c] // n
        if k < block:
            out += c
            cnt[c] -= 1
            break
        k -= block
    n -= 1
print(out)
