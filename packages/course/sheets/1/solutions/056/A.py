from datetime import date
W = 'MON TUE WED THU FRI SAT SUN'.split()
for _ in range(int(input())):
    ym, n, day = input().split()
    y, m = map(int, ym.split('-'))
    hits = []
    for d in range(1, 32):
        try:
            if date(y, m, d).weekday() == W.index(day):
                hits.append(d)
        except ValueError:
            break
    k = -1 if n == 'L' else int(n) - 1
    print(f'{ym}-{hits[k]:02}' if k < len(hits) else 'none')
