import sys
users, incidents = sys.stdin.read().split('---')
users = [l.split(',') for l in users.strip().split('\n')[1:]]
count, total = {}, {}
for l in incidents.strip().split('\n')[1:]:
    _, owner, m = l.split(',')
    count[owner] = count.get(owner, 0) + 1
    total[owner] = total.get(owner, 0) + int(m)
for uid, name, _ in users:
    if uid in count:
        print(name, count[uid], total[uid])
