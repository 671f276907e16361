n = int(input())
print(int(bin(n)[3:] + '1', 2) if n else 0)
