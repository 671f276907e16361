import sys
k, *rows = sys.stdin.read().split('\n')
e = [r.split('|') for r in rows[:int(k)]]
if e:
    w = max(len(t) for t, _ in e) + max(len(p) for _, p in e) + 5
    for t, p in e:
        print(t, '.' * (w - 2 - len(t) - len(p)), p)
