from collections import Counter
s = input().strip()
seen = []
while s not in seen:
    seen.append(s)
    c = Counter(s)
    s = ''.join(f'{c[d]}{d}' for d in sorted(c))
print(len(seen), len(seen) - seen.index(s))
