import sys
k, *rows = sys.stdin.read().split('\n')
for r in rows[:int(k)]:
    t, p = r.split('|')
    d = len(t) - len(t.lstrip('-'))
    s = '  ' * d + t[d:]
    print(s, '.' * (38 - len(s) - len(p)), p)
