n = int(input())
print(n and 1 << n.bit_length() - 1)
