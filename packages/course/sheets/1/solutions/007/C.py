s = input()
need = len(set(s))
cnt = {}
l = 0
best = len(s)
for r, c in enumerate(s):
    cnt[c] = cnt.get(c, 0) + 1
    while len(cnt) == need:
        best = min(best, r - l + 1)
        cnt[s[l]] -= 1
        if not cnt[s[l]]:
            del cnt[s[l]]
        l += 1
print(best)
