import sys
from collections import Counter
per = {}
for line in sys.stdin.read().split('\n')[1:]:
    if line:
        team, eng, m = line.split(',')
        per.setdefault(team, Counter())[eng] += int(m)
for team in sorted(per):
    eng = min(per[team], key=lambda e: (-per[team][e], e))
    print(team, eng, per[team][eng])
