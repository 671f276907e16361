import sys
lines = sys.stdin.read().split('\n')
m, s = int(lines[0]), lines[1].strip()
al = [chr(97 + c) for c in range(m)]
n = len(s)
best = [None] * (n + 1)
pos = {c: n for c in al}
best[n] = 'a'
for i in range(n - 1, -1, -1):
    pos[s[i]] = i
    cands = [c + (best[pos[c] + 1] if pos[c] < n else '') for c in al]
    best[i] = min(cands, key=lambda t: (len(t), t))
print(best[0])
