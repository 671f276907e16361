a, b = map(int, input().split())
print(bin(a ^ b).count('1'))
