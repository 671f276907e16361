import sys
n, *rows = sys.stdin.read().split('\n')
root = {'kids': []}
stack = [root]
for l in rows[:int(n)]:
    d = (len(l) - len(l.lstrip(' '))) // 2
    node = {'name': l.strip(), 'kids': []}
    del stack[d + 1:]
    stack[-1]['kids'].append(node)
    stack.append(node)
def draw(node, prefix, top):
    kids = sorted(node['kids'], key=lambda k: k['name'])
    for i, k in enumerate(kids):
        last = i == len(kids) - 1
        if top:
            print(k['name'])
            draw(k, '', False)
        else:
            print(prefix + ('`-- ' if last else '|-- ') + k['name'])
            draw(k, prefix + ('    ' if last else '|   '), False)
draw(root, '', True)
