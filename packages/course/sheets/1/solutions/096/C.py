import sys
users, incidents = sys.stdin.read().split('---')
ids = {l.split(',')[0] for l in users.strip().split('\n')[1:]}
orphans = [l.split(',')[0] for l in incidents.strip().split('\n')[1:] if l.split(',')[1] not in ids]
print('\n'.join(orphans) if orphans else 'none')
