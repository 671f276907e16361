import sys
n, *rows = sys.stdin.read().split('\n')
root = {'kids': []}
stack = [root]
for l in rows[:int(n)]:
    d = (len(l) - len(l.lstrip(' '))) // 2
    name, size = l.split()
    node = {'name': name, 'size': int(size), 'kids': []}
    del stack[d + 1:]
    stack[-1]['kids'].append(node)
    stack.append(node)
def tot(node):
    return node['size'] + sum(map(tot, node['kids']))
def draw(node, prefix, top):
    kids = node['kids']
    for i, k in enumerate(kids):
        last = i == len(kids) - 1
        label = f"{k['name']} ({tot(k)})"
        if top:
            print(label)
            draw(k, '', False)
        else:
            print(prefix + ('`-- ' if last else '|-- ') + label)
            draw(k, prefix + ('    ' if last else '|   '), False)
root['size'] = 0
draw(root, '', True)
