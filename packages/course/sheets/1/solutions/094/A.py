import sys
from collections import defaultdict
tot = defaultdict(int)
for line in sys.stdin.read().split('\n')[1:]:
    if line:
        team, _, m = line.split(',')
        tot[team] += int(m)
for team in sorted(tot, key=lambda t: (-tot[t], t)):
    print(team, tot[team])
