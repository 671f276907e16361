import sys
from collections import Counter
def parse(line):
    d, i, n = {}, 0, len(line)
    while i < n:
        if line[i] == ' ':
            i += 1
            continue
        j = line.index('=', i)
        key = line[i:j]
        i = j + 1
        if i < n and line[i] == '"':
            i += 1
            val = []
            while line[i] != '"':
                if line[i] == '\\':
                    i += 1
                val.append(line[i])
                i += 1
            i += 1
            val = ''.join(val)
        else:
            j = i
            while i < n and line[i] != ' ':
                i += 1
            val = line[j:i]
        d[key] = val
    return d
n, *ls = sys.stdin.read().split('\n')
c = Counter(d['level'] for d in map(parse, ls[:int(n)]) if 'level' in d)
for v, k in sorted(c.items(), key=lambda x: (-x[1], x[0])):
    print(v, k)
if not c:
    print('(none)')
