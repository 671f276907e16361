s = input()
t = s[::-1] + '#' + s
pi = [0] * len(t)
for i in range(1, len(t)):
    k = pi[i - 1]
    while k and t[i] != t[k]:
        k = pi[k - 1]
    pi[i] = k + (t[i] == t[k])
print(len(s) - pi[-1])
