s = input().strip()
i, dot, f = s.partition('.')
neg, i = i[:1] == '-', i.lstrip('-')
if len(i) > 4:
    i = format(int(i), ',').replace(',', ' ')
if len(f) > 4:
    f = ' '.join(f[k:k + 3] for k in range(0, len(f), 3))
print('-' * neg + i + dot + f)
