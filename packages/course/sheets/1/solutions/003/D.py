key = input()
i = 0
r = ''
for c in input():
    if c.isalpha():
        b = 65 if c.isupper() else 97
        c = chr((ord(c) - b + ord(key[i % len(key)]) - 97) % 26 + b)
        i += 1
    r += c
print(r)
