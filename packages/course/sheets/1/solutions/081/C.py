n = int(input())
print(sum(i * i for i in range(n + 1)))
