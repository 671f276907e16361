import sys
users, incidents = sys.stdin.read().split('---')
team = {}
total = {}
for l in users.strip().split('\n')[1:]:
    uid, _, t = l.split(',')
    team[uid] = t
    total[t] = 0
for l in incidents.strip().split('\n')[1:]:
    _, owner, m = l.split(',')
    t = team.get(owner, '(unowned)')
    total[t] = total.get(t, 0) + int(m)
for t in sorted(total):
    print(t, total[t])
