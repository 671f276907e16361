import re
s, n = input().split()
for _ in range(int(n)):
    s = re.sub(r'(\d)\1*', lambda m: str(len(m.group())) + m.group(1), s)
print(len(s))
