import sys, re
lines = sys.stdin.read().split('\n')
n = int(lines[0])
m = int(lines[n + 1])
conf, sections, sec = {}, {''}, ''
for line in lines[1:n + 1]:
    line = line.strip()
    if not line or line[0] in ';#':
        continue
    h = re.fullmatch(r'\[\s*(.*?)\s*\]', line)
    if h:
        sec = h.group(1)
        sections.add(sec)
        continue
    k, _, v = line.partition('=')
    conf[sec, k.strip()] = v.strip()
for q in lines[n + 2:n + 2 + m]:
    s, _, k = q.rpartition('.')
    if (s, k) in conf:
        print(conf[s, k])
    elif s and s in sections and ('DEFAULT', k) in conf:
        print(conf['DEFAULT', k])
    else:
        print('NOT FOUND')
