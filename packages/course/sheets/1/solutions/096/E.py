import sys
users, incidents = sys.stdin.read().split('---')
total = {}
for l in incidents.strip().split('\n')[1:]:
    _, owners, m = l.split(',')
    for o in set(owners.split(';')):
        total[o] = total.get(o, 0) + int(m)
for l in users.strip().split('\n')[1:]:
    uid, name, _ = l.split(',')
    print(name, total.get(uid, 0))
