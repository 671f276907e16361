x = int(input())
r = 0
for i in range(32):
    r = r << 1 | x >> i & 1
print(r)
