key, url = input(), input()
q = url.split('#')[0].partition('?')[2]
for p in q.split('&'):
    k, _, v = p.partition('=')
    if p and k == key:
        print(v)
        break
else:
    print('missing')
