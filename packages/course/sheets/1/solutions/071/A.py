t = input()
print(t)
print('=' * len(t))
