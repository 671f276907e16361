s = input().strip()
sign = '-' if s[0] == '-' else ''
d = s.lstrip('-')
head, tail = d[:-3], d[-3:]
groups = []
while head:
    groups.insert(0, head[-2:])
    head = head[:-2]
print(sign + ','.join(groups + [tail]))
