LIMITS = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 6)]
def expand(spec, lo, hi):
    vals = set()
    for item in spec.split(','):
        rng, _, step = item.partition('/')
        step = int(step) if step else 1
        if rng == '*':
            a, b = lo, hi
        elif '-' in rng:
            a, b = map(int, rng.split('-'))
        else:
            a = int(rng)
            b = hi if step > 1 or '/' in item else a
        vals.update(range(a, b + 1, step))
    return sorted(vals)
import sys
names = ['minute', 'hour', 'day-of-month', 'month', 'day-of-week']
for i, spec in enumerate(sys.stdin.read().split()):
    print(names[i] + ':', *expand(spec, *LIMITS[i]))
