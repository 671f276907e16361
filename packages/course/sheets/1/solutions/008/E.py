s = input()
print(min(range(len(s)), key=lambda i: s[i:] + s[:i], default=0))
