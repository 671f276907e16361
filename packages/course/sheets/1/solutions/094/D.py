import sys
lines = sys.stdin.read().split('\n')
k = int(lines[0])
data = {}
for line in lines[2:]:
    if line:
        team, _, m = line.split(',')
        data.setdefault(team, []).append(int(m))
avg = {t: sum(v) // len(v) for t, v in data.items()}
for t in sorted(avg, key=lambda t: (-avg[t], t))[:k]:
    print(t, avg[t])
