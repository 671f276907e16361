import sys
from datetime import datetime
g, *lines = sys.stdin.read().split('\n')
gap = int(g) * 60
events = {}
for line in lines:
    if line.strip():
        ts, user, action = line.split()
        t = int(datetime.strptime(ts, '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=__import__('datetime').timezone.utc).timestamp())
        events.setdefault(user, []).append((t, ts, action))
sessions = {}
for user, evs in events.items():
    evs.sort(key=lambda e: e[0])
    cur = []
    sessions[user] = []
    for e in evs:
        if cur and (e[0] - cur[-1][0] > gap):
            sessions[user].append(cur)
            cur = []
        cur.append(e)
    sessions[user].append(cur)
for user in sorted(sessions):
    print(user, sum(s[-1][0] - s[0][0] for s in sessions[user]))
