import sys, re
lines = sys.stdin.read().split('\n')
n = int(lines[0])
m = int(lines[n + 1])
conf, sec, last = {}, '', None
def clean(s):
    return re.split(r'[ \t][;#]', s, maxsplit=1)[0].strip()
for line in lines[1:n + 1]:
    t = line.strip()
    if not t or t[0] in ';#':
        last = None
    elif last and line[0] in ' \t':
        conf[sec, last] = ' '.join(p for p in (conf[sec, last], clean(line)) if p)
    elif t[0] == '[':
        sec, last = t[1:t.index(']')].strip(), None
    else:
        k, _, v = t.partition('=')
        last = k.strip()
        conf[sec, last] = clean(v)
for q in lines[n + 2:n + 2 + m]:
    s, _, k = q.rpartition('.')
    print(conf.get((s, k), 'NOT FOUND'))
