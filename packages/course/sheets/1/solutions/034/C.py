import sys
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
t = {}
for d in map(parse, ls[:int(n)]):
    if 'svc' in d and 'latency_ms' in d:
        t[d['svc']] = t.get(d['svc'], 0) + int(d['latency_ms'])
for k in sorted(t):
    print(k, t[k])
if not t:
    print('(none)')
