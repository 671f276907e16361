n = int(input())
print(min(abs(n - (1 << k)) for k in range(52)))
