s = input()
seen = set()
l = total = 0
for c in s:
    while c in seen:
        seen.remove(s[l])
        l += 1
    seen.add(c)
    total += len(seen)
print(total)
