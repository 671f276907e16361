s = input().strip()
out = []
prev = None
ok = len(s) % 2 == 0
for i in range(0, len(s) - 1, 2):
    c, d = int(s[i]), s[i + 1]
    if c == 0 or d == prev:
        ok = False
    prev = d
    out.append(d * c)
print(''.join(out) if ok else 'impossible')
