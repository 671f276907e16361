import sys
n, *rows = sys.stdin.read().split('\n')
for l in rows[:int(n)]:
    d = 0
    while l[4 * d:4 * d + 4] in ('|   ', '    ', '|-- ', '`-- '):
        d += 1
    print('  ' * d + l[4 * d:])
