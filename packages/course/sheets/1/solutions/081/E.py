print(sum(n * (n + 1) // 2 for n in map(int, input().split())))
