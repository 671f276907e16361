s = input()
n = len(s)
pi = [0] * n
for i in range(1, n):
    k = pi[i - 1]
    while k and s[i] != s[k]:
        k = pi[k - 1]
    pi[i] = k + (s[i] == s[k])
b = []
k = pi[-1] if n else 0
while k:
    b.append(k)
    k = pi[k - 1]
print(*b[::-1] or ['NONE'])
