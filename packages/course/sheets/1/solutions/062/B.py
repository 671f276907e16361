n = int(input())
print(1 << max(n - 1, 0).bit_length())
