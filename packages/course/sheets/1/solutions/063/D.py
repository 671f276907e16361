s = input().strip()
sp = int(s[0])
out = ''
for i, d in enumerate(map(int, s[1:])):
    x = 'x' if d & 1 else '-'
    if sp >> (2 - i) & 1:
        x = ('s', 's', 't')[i] if d & 1 else ('S', 'S', 'T')[i]
    out += ('r' if d & 4 else '-') + ('w' if d & 2 else '-') + x
print(out)
