import sys, re
lines = sys.stdin.read().split('\n')
n = int(lines[0])
m = int(lines[n + 1])
conf, sec = {}, ''
for line in lines[1:n + 1]:
    line = line.strip()
    if not line or line[0] in ';#':
        continue
    h = re.fullmatch(r'\[\s*(.*?)\s*\]', line)
    if h:
        sec = h.group(1)
        continue
    k, _, v = line.partition('=')
    conf[sec, k.strip()] = v.strip()
class Bad(Exception):
    pass
def get(s, k, path):
    if (s, k) not in conf or (s, k) in path:
        raise Bad
    def sub(mt):
        r = mt.group(1)
        return get(*(r.split('.', 1) if '.' in r else (s, r)), path | {(s, k)})
    return re.sub(r'\$\{([A-Za-z0-9_.-]+)\}', sub, conf[s, k])
for q in lines[n + 2:n + 2 + m]:
    s, k = q.split('.', 1) if '.' in q else ('', q)
    if (s, k) not in conf:
        print('NOT FOUND')
        continue
    try:
        print(get(s, k, frozenset()))
    except Bad:
        print('ERROR')
