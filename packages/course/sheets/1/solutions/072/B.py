import sys
hd, *rows = sys.stdin.read().split('\n')
k, w = map(int, hd.split())
for r in rows[:k]:
    t, p = r.split('|')
    print(t, '.' * (w - 2 - len(t) - len(p)), p)
