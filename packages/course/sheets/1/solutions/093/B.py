import sys
users = set()
for line in sys.stdin:
    rec = dict(t.split('=', 1) for t in line.split())
    if 'user' in rec:
        users.add(rec['user'])
print('\n'.join(sorted(users)) or 'none')
