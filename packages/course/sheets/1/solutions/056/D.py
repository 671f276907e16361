from datetime import date
pre = [0]
for k in range(4800):
    pre.append(pre[-1] + (date(2000 + k // 12, k % 12 + 1, 13).weekday() == 4))
def count_before(t):
    k = t.year * 12 + t.month - 1
    return k // 4800 * pre[-1] + pre[k % 4800] + (t.day > 13 and date(t.year, t.month, 13).weekday() == 4)
for _ in range(int(input())):
    a, b = map(date.fromisoformat, input().split())
    print(count_before(b) + (b.day == 13 and b.weekday() == 4) - count_before(a))
