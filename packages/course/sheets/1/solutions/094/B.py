import sys
teams = {}
for line in sys.stdin.read().split('\n')[1:]:
    if line:
        team, eng, _ = line.split(',')
        teams.setdefault(team, set()).add(eng)
for team in sorted(teams):
    print(team, len(teams[team]))
