s = input().strip()
i, dot, f = s.partition('.')
neg = i.startswith('-')
print('-' * neg + format(int(i.lstrip('-')), ',') + dot + f)
