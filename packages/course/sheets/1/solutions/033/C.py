import re
url = input()
q = url.split('#')[0].partition('?')[2]
def dec(s):
    return re.sub('%([0-9a-fA-F]{2})', lambda m: chr(int(m.group(1), 16)), s.replace('+', ' '))
out = [dec(k) + ': ' + dec(v) for k, _, v in (p.partition('=') for p in q.split('&') if p)]
print('\n'.join(out) or '(none)')
