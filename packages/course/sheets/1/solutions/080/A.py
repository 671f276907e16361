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
    out[-1] += '('
    k = len(e)
    lay(e[0], col + 1, trail + 1 if k == 1 else 0)
    for i in range(1, k):
        out.append(' ' * (col + 2))
        lay(e[i], col + 2, trail + 1 if i == k - 1 else 0)
    out[-1] += ')'
lay(parse(), 0, 0)
print('\n'.join(out))
