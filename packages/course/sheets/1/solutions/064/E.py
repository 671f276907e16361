x = int(input())
y = int.from_bytes(x.to_bytes(4, 'little'), 'big')
print(bin(x ^ y).count('1'))
