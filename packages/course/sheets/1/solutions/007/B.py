from collections import Counter
k = int(input())
s = input()
c = Counter()
l = best = 0
for r, ch in enumerate(s):
    c[ch] += 1
    while len(c) > k:
        c[s[l]] -= 1
        if c[s[l]] == 0:
            del c[s[l]]
        l += 1
    best = max(best, r - l + 1)
print(best)
