import sys
from collections import Counter
sys.setrecursionlimit(10000)
s = input()
i = 0
def seq():
    global i
    c = Counter()
    while i < len(s) and s[i] != ']':
        if s[i].isalpha():
            c[s[i]] += 1
            i += 1
        else:
            j = s.index('[', i)
            k = int(s[i:j])
            i = j + 1
            for ch, v in seq().items():
                c[ch] += v * k
            i += 1
    return c
c = seq()
if c:
    ch = min(c, key=lambda x: (-c[x], x))
    print(c[ch], ch)
else:
    print(0)
