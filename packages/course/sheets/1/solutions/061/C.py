print(sum(bin(int(x)).count('1') for x in input().split()))
