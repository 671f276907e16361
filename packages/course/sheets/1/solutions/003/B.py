k = int(input())
r = ''
for c in input():
    if c.isalpha():
        b = 65 if c.isupper() else 97
        c = chr((ord(c) - b - k) % 26 + b)
    r += c
print(r)
