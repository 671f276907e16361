s = input()
seen = set()
l = best = 0
for c in s:
    while c in seen:
        seen.remove(s[l])
        l += 1
    seen.add(c)
    best = max(best, len(seen))
print(best)
