print(bin(int(input()))[2:].count('0'))
