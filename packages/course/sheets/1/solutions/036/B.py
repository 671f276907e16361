import sys, re
lines = sys.stdin.read().split('\n')
n = int(lines[0])
conf, sec = {'': {}}, ''
for line in lines[1:n + 1]:
    line = line.strip()
    if not line or line[0] in ';#':
        continue
    h = re.fullmatch(r'\[\s*(.*?)\s*\]', line)
    if h:
        sec = h.group(1)
        conf.setdefault(sec, {})
        continue
    k, _, v = line.partition('=')
    conf[sec][k.strip()] = v.strip()
for s in sorted(conf):
    if s:
        print(f'[{s}]')
    for k in sorted(conf[s]):
        print(f'{k} = {conf[s][k]}')
