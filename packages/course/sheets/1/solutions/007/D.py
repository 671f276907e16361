from collections import Counter
p = input()
s = input()
need = Counter(p)
win = Counter()
ok = 0
l = 0
best = None
for r, c in enumerate(s):
    win[c] += 1
    if win[c] == need[c]:
        ok += 1
    while ok == len(need):
        if best is None or r + 1 - l < best[1] - best[0]:
            best = (l, r + 1)
        d = s[l]
        if win[d] == need[d]:
            ok -= 1
        win[d] -= 1
        l += 1
print(s[best[0]:best[1]] if best else 'NONE')
