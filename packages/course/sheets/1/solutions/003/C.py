i = 0
r = []
for c in input():
    if c.isalpha():
        i += 1
        b = ord('A') if c.isupper() else ord('a')
        c = chr((ord(c) - b + i) % 26 + b)
    r.append(c)
print(''.join(r))
