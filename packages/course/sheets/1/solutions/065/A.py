n = int(input())
b = bin(n)[2:]
print(int(b[0] + ''.join('01'[x != y] for x, y in zip(b, b[1:])), 2))
