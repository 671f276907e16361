g = input().strip()
n, p = '', '0'
for c in bin(int(g))[2:]:
    p = '01'[c != p]
    n += p
print(int(n, 2))
