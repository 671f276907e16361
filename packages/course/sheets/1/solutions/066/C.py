n = int(input())
print((n + 1) // 2 + (n % 2 == 0 and bin(n).count('1') % 2))
