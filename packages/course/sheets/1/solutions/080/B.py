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
def lay(e, col, trail):
    f = flat(e)
    if isinstance(e, str) or not e or col + len(f) + trail <= W:
        out[-1] += f
        return
    k = len(e)
    tr = lambda i: trail + 1 if i == k - 1 else 0
    if isinstance(e[0], str) and k > 1:
        out[-1] += '(' + e[0] + ' '
        c = col + 2 + len(e[0])
        lay(e[1], c, tr(1))
        first = 2
    else:
        out[-1] += '('
        c = col + 2
        lay(e[0], col + 1, tr(0))
        first = 1
    for i in range(first, k):
        out.append(' ' * c)
        lay(e[i], c, tr(i))
    out[-1] += ')'
lay(parse(), 0, 0)
print('\n'.join(out))
