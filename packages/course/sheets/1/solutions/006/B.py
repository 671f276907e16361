s, t = open(0).read().split('\n')[:2]
L = [0] * (len(t) + 1)
for c in s:
    N = [0]
    for j, d in enumerate(t):
        N.append(L[j] + 1 if c == d else max(L[j + 1], N[j]))
    L = N
print(len(s) + len(t) - 2 * L[-1])
