import sys, re
first, _, rest = sys.stdin.read().partition('\n')
W = int(first)
toks = re.findall(r'[()]|[^\s()]+', rest)
pos = 0
def parse():
    global pos
    t = toks[pos]
    pos += 1
    if t != '(':
        return t
    items = []
    while toks[pos] != ')':
        items.append(parse())
    pos += 1
    return items
flat = lambda e: e if isinstance(e, str) else '(' + ' '.join(map(flat, e)) + ')'
out = ['']
def lay(e, col):
    f = flat(e)
    if isinstance(e, str) or not e or col + len(f) <= W:
        out[-1] += f
        return
    out[-1] += '('
    lay(e[0], col + 1)
    for x in e[1:]:
        out.append(' ' * (col + 2))
        lay(x, col + 2)
    out.append(' ' * col + ')')
lay(parse(), 0)
print('\n'.join(out))
