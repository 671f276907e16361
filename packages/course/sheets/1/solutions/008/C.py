s = input()
n = len(s)
pi = [0] * n
for i in range(1, n):
    k = pi[i - 1]
    while k and s[i] != s[k]:
        k = pi[k - 1]
    pi[i] = k + (s[i] == s[k])
mx = max(pi[:-1], default=0)
k = pi[-1] if n else 0
while k > mx:
    k = pi[k - 1]
print(s[:k] if k else 'NOT FOUND')
