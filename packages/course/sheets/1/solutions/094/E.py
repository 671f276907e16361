import sys
from collections import Counter
tot = Counter()
for line in sys.stdin.read().split('\n')[1:]:
    if line:
        team, _, m = line.split(',')
        tot[team] += int(m)
grand = sum(tot.values())
for team in sorted(tot, key=lambda t: (-tot[t], t)):
    print(team, tot[team], tot[team] * 100 // grand if grand else 0)
