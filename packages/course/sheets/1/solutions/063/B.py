s = input().strip()
print(''.join(str(sum(v for c, v in zip(s[i:i + 3], (4, 2, 1)) if c != '-')) for i in (0, 3, 6)))
