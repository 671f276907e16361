import sys
head, *rows = sys.stdin.read().split()
cols = zip(*[map(int, r.split(',')) for r in rows]) if rows else [[] for _ in head.split(',')]
for name, col in zip(head.split(','), cols):
    print(f'{name}={sum(col)}')
