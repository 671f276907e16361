a, b, m = input().split()
print(pow(int(a), int(b), int(m)))
