t = input()
p = max(0, 40 - len(t))
print('*' * (p // 2) + t + '*' * (p - p // 2))
