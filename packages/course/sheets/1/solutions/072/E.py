import sys
k, *rows = sys.stdin.read().split('\n')
page = 1
for r in rows[:int(k)]:
    t, n = r.split('|')
    print(t, '.' * (38 - len(t) - len(str(page))), page)
    page += int(n)
