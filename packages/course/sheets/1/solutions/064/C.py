x, k = map(int, input().split())
s = format(x, '032b')
k %= 32
print(int(s[k:] + s[:k], 2))
