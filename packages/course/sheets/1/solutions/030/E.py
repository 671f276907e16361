import sys
lines = sys.stdin.read().split('\n')
k, s = int(lines[0]), lines[1].strip()
n = len(s)
CAP = 10**19
first = [dict() for _ in range(n + 1)]
for i in range(n - 1, -1, -1):
    first[i] = dict(first[i + 1])
    first[i][s[i]] = i
cnt = [1] * (n + 1)
for i in range(n - 1, -1, -1):
    cnt[i] = min(CAP, 1 + sum(cnt[j + 1] for j in first[i].values()))
if k >= cnt[0]:
    print(-1)
else:
    out, i = [], 0
    while k:
        for c in sorted(first[i]):
            j = first[i][c]
            if k <= cnt[j + 1]:
                out.append(c)
                k -= 1
                i = j + 1
                break
            k -= cnt[j + 1]
    print(''.join(out))
