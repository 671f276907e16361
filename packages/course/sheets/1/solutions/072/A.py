import sys
k, *rows = sys.stdin.read().split('\n')
for r in rows[:int(k)]:
    t, p = r.split('|')
    print(f'{t} '.ljust(39 - len(p), '.') + ' ' + p)
