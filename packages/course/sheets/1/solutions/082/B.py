n = int(input())
print(' '.join(str(i * i) for i in range(1, n + 1) if i * i <= n))
