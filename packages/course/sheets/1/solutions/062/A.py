n = int(input())
print('yes' if n and n & (n - 1) == 0 else 'no')
