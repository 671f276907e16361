import sys
lines = sys.stdin.read().split('\n')
m, s = int(lines[0]), lines[1].strip()
n = len(s)
f = [1] * (n + 1)
nxt = {chr(97 + c): n for c in range(m)}
for i in range(n - 1, -1, -1):
    nxt[s[i]] = i
    f[i] = 1 + min(f[nxt[c] + 1] if nxt[c] < n else 0 for c in nxt)
print(f[0])
